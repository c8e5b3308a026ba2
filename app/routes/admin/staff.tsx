import { data, Form, useActionData, useNavigation } from "react-router";

import { AdminCard, AdminHeading, StatusPill, adminField, adminTable } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { formText } from "~/lib/form-text";
import { readStaffSession, requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";
import { roleLabels } from "~/modules/staff/staff-roles";
import { newStaffSchema, staffPasswordSchema, staffRoleSchema } from "~/modules/staff/staff.schema";
import {
  changeStaffRole,
  createStaffUser,
  listStaffUsers,
  resetStaffPassword,
  setStaffActive,
  StaffChangeError,
} from "~/modules/staff/staff-users.server";

import type { Route } from "./+types/staff";
import { readForm } from "~/lib/read-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Staff | Back office" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaffPage(request, context, "owner");
  const users = await listStaffUsers(context.db);
  return {
    currentUserId: user.id,
    users: users.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
  };
}

type NewUserField = "username" | "displayName" | "role" | "password";

export type StaffActionData =
  | { ok: true; intent: string; userId?: number; message: string }
  | {
      ok: false;
      intent: string;
      userId?: number;
      message: string;
      fieldErrors?: Partial<Record<NewUserField, string>>;
      values?: Partial<Record<Exclude<NewUserField, "password">, string>>;
    };

type Failure = Extract<StaffActionData, { ok: false }>;

function fail(
  intent: string,
  message: string,
  status: number,
  extra: Pick<Failure, "userId" | "fieldErrors" | "values"> = {},
) {
  return data<StaffActionData>({ ok: false, intent, message, ...extra }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffAction(request, context, "owner");
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const field = (name: string) => formText(form, name);

  if (intent === "create") {
    const values = { username: field("username"), displayName: field("displayName"), role: field("role") };
    const parsed = newStaffSchema.safeParse({ ...values, password: field("password") });
    if (!parsed.success) {
      const fieldErrors: Partial<Record<NewUserField, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as NewUserField;
        fieldErrors[key] ??= issue.message;
      }
      return fail(intent, "Please correct the highlighted fields.", 400, { fieldErrors, values });
    }
    try {
      const created = await createStaffUser(context.db, actor, parsed.data);
      return data<StaffActionData>({
        ok: true,
        intent,
        userId: created.id,
        message: `Added ${created.displayName} (${created.username}) as ${roleLabels[created.role].toLowerCase()}.`,
      });
    } catch (error) {
      if (error instanceof StaffChangeError) {
        return fail(intent, error.message, error.status, {
          fieldErrors: { username: error.message },
          values,
        });
      }
      throw error;
    }
  }

  const userId = Number.parseInt(field("userId"), 10);
  if (!Number.isSafeInteger(userId) || userId < 1) return fail(intent, "Choose a staff user.", 400);
  try {
    switch (intent) {
      case "role": {
        const role = staffRoleSchema.safeParse(field("role"));
        if (!role.success) return fail(intent, "Choose a role.", 400, { userId });
        await changeStaffRole(context.db, actor, userId, role.data);
        return data<StaffActionData>({
          ok: true,
          intent,
          userId,
          message: `Role changed to ${roleLabels[role.data].toLowerCase()}.`,
        });
      }
      case "deactivate":
      case "reactivate": {
        const active = intent === "reactivate";
        await setStaffActive(context.db, actor, userId, active);
        return data<StaffActionData>({
          ok: true,
          intent,
          userId,
          message: active
            ? "The user can sign in again."
            : "The user is deactivated and signed out everywhere.",
        });
      }
      case "password": {
        const password = staffPasswordSchema.safeParse(field("password"));
        if (!password.success) {
          return fail(intent, password.error.issues[0]?.message ?? "Enter a password.", 400, { userId });
        }
        const session = await readStaffSession(request, context);
        await resetStaffPassword(context.db, actor, userId, password.data, session?.sessionId);
        return data<StaffActionData>({
          ok: true,
          intent,
          userId,
          message: "Password changed. The user's other sessions have ended.",
        });
      }
      default:
        return fail(intent, "Unknown action.", 400);
    }
  } catch (error) {
    if (error instanceof StaffChangeError) return fail(intent, error.message, error.status, { userId });
    throw error;
  }
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className={adminField.error}>
      {message}
    </p>
  ) : null;
}

function AddUserForm({ result }: { result: StaffActionData | undefined }) {
  const mine = result?.intent === "create" ? result : undefined;
  const errors = mine && !mine.ok ? (mine.fieldErrors ?? {}) : {};
  const values = mine && !mine.ok ? (mine.values ?? {}) : {};
  const describe = (name: NewUserField, hint?: string) =>
    [hint, errors[name] ? `new-${name}-error` : undefined].filter(Boolean).join(" ") || undefined;
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
        <div>
          <label htmlFor="new-username" className={adminField.label}>
            Username
          </label>
          <input
            id="new-username"
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            defaultValue={values.username}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={describe("username", "new-username-hint")}
            className={adminField.input}
          />
          <p id="new-username-hint" className="mt-1 text-xs text-slate-600">
            Lower-case letters, digits, dots, hyphens or underscores.
          </p>
          <FieldError id="new-username-error" message={errors.username} />
        </div>
        <div>
          <label htmlFor="new-displayName" className={adminField.label}>
            Name
          </label>
          <input
            id="new-displayName"
            name="displayName"
            autoComplete="off"
            required
            defaultValue={values.displayName}
            aria-invalid={errors.displayName ? true : undefined}
            aria-describedby={describe("displayName")}
            className={adminField.input}
          />
          <FieldError id="new-displayName-error" message={errors.displayName} />
        </div>
        <div>
          <label htmlFor="new-role" className={adminField.label}>
            Role
          </label>
          <select
            id="new-role"
            name="role"
            defaultValue={values.role ?? "staff"}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={describe("role", "new-role-hint")}
            className={adminField.input}
          >
            <option value="staff">{roleLabels.staff}</option>
            <option value="owner">{roleLabels.owner}</option>
          </select>
          <p id="new-role-hint" className="mt-1 text-xs text-slate-600">
            Staff handle orders, bookings, messages and stock; owners also manage staff.
          </p>
          <FieldError id="new-role-error" message={errors.role} />
        </div>
        <div>
          <label htmlFor="new-password" className={adminField.label}>
            Initial password
          </label>
          <input
            id="new-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describe("password", "new-password-hint")}
            className={adminField.input}
          />
          <p id="new-password-hint" className="mt-1 text-xs text-slate-600">
            At least 12 characters. Give it to the person in private.
          </p>
          <FieldError id="new-password-error" message={errors.password} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" name="submit" className={buttonClass()}>
            Add user
          </button>
        </div>
      </Form>
    </AdminCard>
  );
}

// adminField.input is full width; a row's role picker only needs room for "Owner".
const compactSelect = adminField.input.replace("w-full", "w-28");

type UserRow = Route.ComponentProps["loaderData"]["users"][number];

function UserActions({ user, isSelf, result }: { user: UserRow; isSelf: boolean; result?: StaffActionData }) {
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
          <div className="min-w-48 flex-1">
            <label htmlFor={`password-${user.id}`} className={adminField.label}>
              New password for {user.displayName}
            </label>
            <input
              id={`password-${user.id}`}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? `password-${user.id}-error` : undefined}
              className={adminField.input}
            />
            <FieldError id={`password-${user.id}-error`} message={passwordError} />
          </div>
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

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const rowResult = (id: number) =>
    result?.userId === id && result.intent !== "create" ? result : undefined;
  return (
    <>
      <AdminHeading
        title="Staff"
        description="Who can sign in to the back office. Deactivating a user or resetting a password ends their sessions."
      />
      <div role="status" aria-live="polite" className="mb-4 empty:hidden">
        {result?.ok && navigation.state === "idle" ? (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
            {result.message}
          </p>
        ) : null}
      </div>
      {result && !result.ok && !result.userId && result.intent !== "create" ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {result.message}
        </p>
      ) : null}
      <div className={`${adminTable.wrap} mb-6`}>
        <table className={adminTable.table}>
          <caption className="sr-only">Staff users</caption>
          <thead className={adminTable.head}>
            <tr>
              <th scope="col" className={adminTable.th}>
                Name
              </th>
              <th scope="col" className={adminTable.th}>
                Role
              </th>
              <th scope="col" className={adminTable.th}>
                Status
              </th>
              <th scope="col" className={adminTable.th}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.users.map((user) => {
              const isSelf = user.id === loaderData.currentUserId;
              return (
                <tr key={user.id} className={adminTable.row}>
                  <td className={adminTable.td}>
                    <span className="block font-semibold text-slate-900">
                      {user.displayName}
                      {isSelf ? <span className="font-normal text-slate-600"> (you)</span> : null}
                    </span>
                    <span className="text-slate-600">{user.username}</span>
                  </td>
                  <td className={adminTable.td}>
                    <StatusPill tone={user.role === "owner" ? "info" : "neutral"}>
                      {roleLabels[user.role]}
                    </StatusPill>
                  </td>
                  <td className={adminTable.td}>
                    <StatusPill tone={user.active ? "success" : "danger"}>
                      {user.active ? "Active" : "Deactivated"}
                    </StatusPill>
                  </td>
                  <td className={adminTable.td}>
                    <UserActions user={user} isSelf={isSelf} result={rowResult(user.id)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <AddUserForm result={result} />
    </>
  );
}
