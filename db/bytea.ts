import { customType } from "drizzle-orm/pg-core";

/** Binary data stored in the row itself (pictures, a few hundred kilobytes at most). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });
