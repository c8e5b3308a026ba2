import { Form } from "react-router";

import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";

import type { StaffActionData } from "../staff-answer";
import { roleLabels } from "../staff-roles";
import type { NewStaffErrors, NewStaffField } from "../staff.schema";
import { minStaffPasswordLength } from "../staff-rules";

/** The owner's form for a new back-office user; its messages come from the server. */
export function AddUserForm({ result }: { result: StaffActionData | undefined }) {
  const mine = result?.intent === "create" ? result : undefined;
  const errors: NewStaffErrors = mine && !mine.ok ? (mine.fieldErrors ?? {}) : {};
  const values = mine && !mine.ok ? (mine.values ?? {}) : {};
  const field = (name: NewStaffField) => ({
    id: `new-${name}`,
    name,
    error: errors[name],
    announceError: true,
  });
  return (
    <AdminCard title="Add a user">
      <Form
        method="post"
        // A fresh form after each user added
        key={mine?.ok ? `added-${mine.userId}` : "add"}
        className="grid gap-4 sm:grid-cols-2"
        noValidate
      >
        <input type="hidden" name="intent" value="create" />
        <AdminField
          {...field("username")}
          label="Username"
          hint="Lower-case letters, digits, dots, hyphens or underscores."
        >
          {(props) => (
            <input
              {...props}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              defaultValue={values.username}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField {...field("displayName")} label="Name">
          {(props) => (
            <input
              {...props}
              autoComplete="off"
              required
              defaultValue={values.displayName}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField
          {...field("role")}
          label="Role"
          hint="Staff handle orders, bookings, messages and stock; owners also manage staff; technicians see only their own visits."
        >
          {(props) => (
            <select {...props} defaultValue={values.role ?? "staff"} className={adminField.input}>
              <option value="staff">{roleLabels.staff}</option>
              <option value="owner">{roleLabels.owner}</option>
              <option value="technician">{roleLabels.technician}</option>
            </select>
          )}
        </AdminField>
        <AdminField
          {...field("password")}
          label="Initial password"
          hint="At least 12 characters. Give it to the person in private."
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
        <div className="sm:col-span-2">
          <button type="submit" name="submit" className={buttonClass()}>
            Add user
          </button>
        </div>
      </Form>
    </AdminCard>
  );
}
