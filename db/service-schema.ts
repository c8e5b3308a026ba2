// Service-desk tables (bookings and their history). Re-exported by db/schema.ts.
export {};
