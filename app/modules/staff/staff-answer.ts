import type { NewStaffErrors, NewStaffField } from "./staff.schema";

/** The staff page's answer to one of its forms: what happened, and for the add-user form its messages. */
export type StaffActionData =
  | { ok: true; intent: string; userId?: number; message: string }
  | {
      ok: false;
      intent: string;
      userId?: number;
      message: string;
      fieldErrors?: NewStaffErrors;
      values?: Partial<Record<Exclude<NewStaffField, "password">, string>>;
    };
