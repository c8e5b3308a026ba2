import { Form } from "react-router";

import { adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";

import type { StaffActionData } from "../staff-answer";
import { roleLabels, type StaffRoleName } from "../staff-roles";
import { minStaffPasswordLength } from "../staff-rules";

// adminField.input is full width; a row's role picker only needs room for "Owner".
const compactSelect = adminField.input.replace("w-full", "w-28");

export type UserRow = {
  id: number;
  displayName: string;
  username: string;
  role: StaffRoleName;
  active: boolean;
};

/** A row's changes: its role, deactivate or reactivate, and a new password. */
export function UserActions({
  user,
  isSelf,
  result,
}: {
  user: UserRow;
  isSelf: boolean;
  result?: StaffActionData;
}) {
  const error = result && !result.ok ? result.message : undefined;
  const passwordError = result?.intent === "password" ? error : undefined;
  return (
    <div className="flex flex-col gap-2">
      {isSelf ? (
        <p className="text-sm text-slate-600">You cannot change your own role or deactivate yourself.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Form method="post" className="flex items-center gap-2">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="userId" value={user.id} />
            <label htmlFor={`role-${user.id}`} className="sr-only">
              Role for {user.displayName}
            </label>
            <select id={`role-${user.id}`} name="role" defaultValue={user.role} className={compactSelect}>
              <option value="staff">{roleLabels.staff}</option>
              <option value="owner">{roleLabels.owner}</option>
              <option value="technician">{roleLabels.technician}</option>
            </select>
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              Change role
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value={user.active ? "deactivate" : "reactivate"} />
            <input type="hidden" name="userId" value={user.id} />
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              {user.active ? "Deactivate" : "Reactivate"}
              <span className="sr-only"> {user.displayName}</span>
            </button>
          </Form>
        </div>
      )}
      <details className="group" open={!!passwordError}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
          Reset password<span className="sr-only"> for {user.displayName}</span>
        </summary>
        <Form method="post" className="mt-2 flex flex-wrap items-start gap-2" noValidate>
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="userId" value={user.id} />
          <AdminField
            id={`password-${user.id}`}
            name="password"
            label={`New password for ${user.displayName}`}
            error={passwordError}
            announceError
            className="min-w-48 flex-1"
          >
            {(props) => (
              <input
                {...props}
                type="password"
                autoComplete="new-password"
                required
                minLength={minStaffPasswordLength}
                className={adminField.input}
              />
            )}
          </AdminField>
          <button type="submit" className={buttonClass({ variant: "secondary", className: "sm:mt-6" })}>
            Set password
          </button>
        </Form>
      </details>
      {error && result?.intent !== "password" ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
