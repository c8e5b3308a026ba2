/** The owner's changes on the staff page: add a user, change a role, (re)activate, set a password. */
import type { Database } from "../../../db/client.server";
import { formText } from "~/lib/form-text";

import type { SignedInStaff } from "./guard.server";
import type { StaffActionData } from "./staff-answer";
import { roleLabels } from "./staff-roles";
import { staffRoleSchema, validateNewPassword, validateNewStaff } from "./staff.schema";
import {
  changeStaffRole,
  createStaffUser,
  resetStaffPassword,
  setStaffActive,
  StaffChangeError,
} from "./staff-users.server";

export type StaffAnswer = { data: StaffActionData; status: number };

type Failure = Extract<StaffActionData, { ok: false }>;

function fail(
  intent: string,
  message: string,
  status: number,
  extra: Pick<Failure, "userId" | "fieldErrors" | "values"> = {},
): StaffAnswer {
  return { data: { ok: false, intent, message, ...extra }, status };
}

const done = (intent: string, message: string, userId?: number): StaffAnswer => ({
  data: { ok: true, intent, userId, message },
  status: 200,
});

async function addUser(db: Database, actor: SignedInStaff, form: FormData): Promise<StaffAnswer> {
  const field = (name: string) => formText(form, name);
  const values = { username: field("username"), displayName: field("displayName"), role: field("role") };
  const parsed = validateNewStaff({ ...values, password: field("password") });
  if (!parsed.success) {
    return fail("create", "Please correct the highlighted fields.", 400, {
      fieldErrors: parsed.errors,
      values,
    });
  }
  try {
    const created = await createStaffUser(db, actor, parsed.data);
    return done(
      "create",
      `Added ${created.displayName} (${created.username}) as ${roleLabels[created.role].toLowerCase()}.`,
      created.id,
    );
  } catch (error) {
    if (error instanceof StaffChangeError) {
      return fail("create", error.message, error.status, {
        fieldErrors: { username: error.message },
        values,
      });
    }
    throw error;
  }
}

/**
 * Carries out the staff page's form (its `intent`) for the signed-in owner. `sessionId` is the owner's own
 * session, kept when they reset a password.
 */
export async function runStaffAction(
  db: Database,
  actor: SignedInStaff,
  form: FormData,
  sessionId: () => Promise<string | undefined>,
): Promise<StaffAnswer> {
  const intent = formText(form, "intent");
  const field = (name: string) => formText(form, name);
  if (intent === "create") return addUser(db, actor, form);

  const userId = Number.parseInt(field("userId"), 10);
  // a serial column holds at most 2,147,483,647; a larger id names nobody
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) {
    return fail(intent, "Choose a staff user.", 400);
  }
  try {
    switch (intent) {
      case "role": {
        const role = staffRoleSchema.safeParse(field("role"));
        if (!role.success) return fail(intent, "Choose a role.", 400, { userId });
        await changeStaffRole(db, actor, userId, role.data);
        return done(intent, `Role changed to ${roleLabels[role.data].toLowerCase()}.`, userId);
      }
      case "deactivate":
      case "reactivate": {
        const active = intent === "reactivate";
        await setStaffActive(db, actor, userId, active);
        return done(
          intent,
          active ? "The user can sign in again." : "The user is deactivated and signed out everywhere.",
          userId,
        );
      }
      case "password": {
        const password = validateNewPassword({ password: field("password") });
        if (!password.success) {
          return fail(intent, password.errors.password ?? "Enter a password.", 400, { userId });
        }
        await resetStaffPassword(db, actor, userId, password.data.password, await sessionId());
        return done(intent, "Password changed. The user's other sessions have ended.", userId);
      }
      default:
        return fail(intent, "Unknown action.", 400);
    }
  } catch (error) {
    if (error instanceof StaffChangeError) return fail(intent, error.message, error.status, { userId });
    throw error;
  }
}
