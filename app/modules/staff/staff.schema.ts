import { z } from "zod";

import { staffRoles } from "../../../db/enums";
import { parseFields, type FieldErrors } from "../../components/form/field-errors";
import { minStaffPasswordLength } from "./staff-rules";

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, "Enter a username of at least 3 characters.")
  .max(32, "Keep the username to 32 characters or fewer.")
  .regex(/^[a-z0-9][a-z0-9._-]*$/, "Use letters, digits, dots, hyphens or underscores.");

export const staffPasswordSchema = z
  .string()
  .min(minStaffPasswordLength, `Use at least ${minStaffPasswordLength} characters.`)
  .max(200, "Keep the password to 200 characters or fewer.");

export const staffRoleSchema = z.enum(staffRoles, "Choose a role.");

export const newStaffSchema = z.object({
  username: usernameSchema,
  displayName: z
    .string()
    .trim()
    .min(1, "Enter the person's name.")
    .max(80, "Keep the name to 80 characters or fewer."),
  role: staffRoleSchema,
  password: staffPasswordSchema,
});

export type NewStaff = z.infer<typeof newStaffSchema>;

/** The reset-password form of a staff row: the new password alone. */
export function validateNewPassword(input: Record<string, unknown>) {
  return parseFields(z.object({ password: staffPasswordSchema }), input, ["password"] as const);
}

/** The add-user form's fields, in the order it shows them. */
const newStaffFields = ["username", "displayName", "role", "password"] as const;
export type NewStaffField = (typeof newStaffFields)[number];
export type NewStaffErrors = FieldErrors<NewStaffField>;

export function validateNewStaff(input: Record<string, unknown>) {
  return parseFields(newStaffSchema, input, newStaffFields);
}

export const loginSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, "Enter your username.").max(100),
  password: z.string().min(1, "Enter your password.").max(200),
});

const loginFields = ["username", "password"] as const;
export type LoginErrors = FieldErrors<(typeof loginFields)[number]>;

export function validateLogin(input: Record<string, unknown>) {
  return parseFields(loginSchema, input, loginFields);
}
