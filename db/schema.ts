// Every table, for Drizzle's query builder and drizzle-kit: one file per domain, re-exported here. The
// value lists the tables constrain live in db/enums.ts, which the browser may import; this file it may not.
export * from "./catalogue-schema";
export * from "./contact-schema";
export * from "./outbox-schema";
export * from "./service-schema";
export * from "./order-schema";
export * from "./appliance-schema";
export * from "./admin-schema";
export * from "./upkeep-schema";
export * from "./document-schema";
export * from "./payment-schema";
export * from "./return-schema";
export * from "./account-schema";
export * from "./complaint-schema";
export * from "./consent-schema";
export * from "./breach-schema";
export * from "./visit-picture-schema";
export * from "./job-step-schema";
export * from "./day-cash-schema";
export * from "./amc-schema";
export * from "./part-order-schema";
