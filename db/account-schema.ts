// Customers' own accounts: a verified mobile number, its sessions and the one-time codes that sign it in.
// Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A mobile number that has been verified with a code. Orders, bookings and appliances are not linked to it:
 * they are found by the same number, so those placed before the account existed show too.
 */
export const customerAccounts = pgTable(
  "customer_accounts",
  {
    id: serial("id").primaryKey(),
    /** Ten digits, as orders and bookings store it. */
    phone: text("phone").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("customer_accounts_phone_valid", sql`${t.phone} ~ '^[6-9][0-9]{9}$'`)],
);

export const customerSessions = pgTable(
  "customer_sessions",
  {
    /** SHA-256 of the cookie's token, as for staff sessions. */
    id: text("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => customerAccounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customer_sessions_account_idx").on(t.accountId),
    index("customer_sessions_last_seen_idx").on(t.lastSeenAt),
  ],
);

/** A sign-in code sent by SMS: only its keyed hash is kept, with the wrong guesses made against it. */
export const signInCodes = pgTable(
  "sign_in_codes",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    wrongAttempts: integer("wrong_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("sign_in_codes_phone_created_idx").on(t.phone, t.createdAt),
    index("sign_in_codes_expires_idx").on(t.expiresAt),
    check("sign_in_codes_attempts_valid", sql`${t.wrongAttempts} >= 0`),
  ],
);
