// Back-office tables: staff, their sessions and sign-in attempts, the audit log, technicians and uploaded
// product images. Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

import { bytea } from "./bytea";
import { products } from "./catalogue-schema";
import { staffRoles } from "./enums";

export const staffUsers = pgTable(
  "staff_users",
  {
    id: serial("id").primaryKey(),
    /** Lower-case sign-in name. */
    username: text("username").notNull().unique(),
    displayName: text("display_name").notNull(),
    role: text("role", { enum: staffRoles }).notNull().default("staff"),
    /** scrypt parameters, salt and hash in one self-describing string. */
    passwordHash: text("password_hash").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("staff_users_role_valid", sql`${t.role} IN ('owner', 'staff', 'technician')`)],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    /** SHA-256 of the cookie's token: a stolen table does not yield working cookies. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("staff_sessions_user_idx").on(t.userId),
    index("staff_sessions_last_seen_idx").on(t.lastSeenAt),
  ],
);

/** Failed sign-ins, counted per account and per address for throttling. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    address: text("address").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_failures_username_at_idx").on(t.username, t.at),
    index("login_failures_address_at_idx").on(t.address, t.at),
    index("login_failures_at_idx").on(t.at),
  ],
);

/** Every change staff make: who, what, when, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept as written so the log still reads after a user is removed. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

export const technicians = pgTable("technicians", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  phone: text("phone"),
  active: boolean("active").notNull().default(true),
  /** The technician's own sign-in (role 'technician'), which opens their job cards. */
  staffUserId: integer("staff_user_id")
    .unique()
    .references(() => staffUsers.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An image staff uploaded for a product; its resized variants sit in product_image_variants. */
export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_images_product_idx").on(t.productId)],
);

export const productImageVariants = pgTable(
  "product_image_variants",
  {
    imageId: integer("image_id")
      .notNull()
      .references(() => productImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format", { enum: ["avif", "webp"] }).notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.width, t.format] }),
    check("product_image_variants_format_valid", sql`${t.format} IN ('avif', 'webp')`),
  ],
);

export type StaffUser = typeof staffUsers.$inferSelect;
export type StaffSession = typeof staffSessions.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type Technician = typeof technicians.$inferSelect;
export type ProductImage = typeof productImages.$inferSelect;
