import { LockKeyhole } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";

import { adminField } from "~/components/admin/admin-ui";
import { BrandMark } from "~/components/shell/brand-mark";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { formText } from "~/lib/form-text";
import { readStaffSession } from "~/modules/staff/guard.server";
import { safeNextPath } from "~/modules/staff/safe-next";
import { sessionCookie, sessionTokenFromRequest } from "~/modules/staff/sessions.server";
import { signIn } from "~/modules/staff/sign-in.server";
import { loginSchema } from "~/modules/staff/staff.schema";

import type { Route } from "./+types/login";
import { readForm } from "~/lib/read-form.server";

export const meta: Route.MetaFunction = () => [
  { title: `Staff sign in | ${dealer.name}` },
  { name: "robots", content: "noindex" },
];

// The sign-in page and its answers are never cached; a refusal says when to try again.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  if (await readStaffSession(request, context)) throw redirect(next);
  return data({ next }, { headers: { "Cache-Control": "no-store" } });
}

type LoginActionData = {
  formError?: string;
  fieldErrors?: { username?: string; password?: string };
  username?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const next = safeNextPath(formText(form, "next"));
  const parsed = loginSchema.safeParse({
    username: formText(form, "username"),
    password: formText(form, "password"),
  });
  if (!parsed.success) {
    const fieldErrors: NonNullable<LoginActionData["fieldErrors"]> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "username" || field === "password") && !fieldErrors[field])
        fieldErrors[field] = issue.message;
    }
    return data<LoginActionData>(
      { fieldErrors, username: formText(form, "username").slice(0, 100) },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const result = await signIn(context.db, {
    ...parsed.data,
    address: context.clientAddress,
    previousToken: sessionTokenFromRequest(request),
  });
  if (!result.ok) {
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (result.status === 429) headers.set("Retry-After", String(result.retryAfterSeconds));
    return data<LoginActionData>(
      { formError: result.message, username: parsed.data.username },
      { status: result.status, headers },
    );
  }
  throw redirect(next, { headers: { "Set-Cookie": sessionCookie(result.token) } });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-3">
          <BrandMark />
          <p className="text-lg font-bold text-slate-900">{dealer.name}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <LockKeyhole className="size-5 text-brand-600" aria-hidden />
            Staff sign in
          </h1>
          <p className="mt-1 text-sm text-slate-600">The back office for the shop&apos;s staff.</p>
          <div aria-live="polite" className="empty:hidden">
            {actionData?.formError ? (
              <p
                role="alert"
                className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
              >
                {actionData.formError}
              </p>
            ) : null}
          </div>
          <Form method="post" className="mt-5 space-y-4" noValidate>
            <input type="hidden" name="next" value={loaderData.next} />
            <div>
              <label htmlFor="login-username" className={adminField.label}>
                Username
              </label>
              <input
                id="login-username"
                name="username"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                defaultValue={actionData?.username}
                aria-invalid={errors.username ? true : undefined}
                aria-describedby={errors.username ? "login-username-error" : undefined}
                className={adminField.input}
              />
              {errors.username ? (
                <p id="login-username-error" role="alert" className={adminField.error}>
                  {errors.username}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="login-password" className={adminField.label}>
                Password
              </label>
              <input
                id="login-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "login-password-error" : undefined}
                className={adminField.input}
              />
              {errors.password ? (
                <p id="login-password-error" role="alert" className={adminField.error}>
                  {errors.password}
                </p>
              ) : null}
            </div>
            <button type="submit" className={buttonClass({ className: "w-full" })} disabled={busy}>
              {busy ? "Signing in…" : "Sign in"}
            </button>
          </Form>
        </div>
      </div>
    </main>
  );
}
