import { Icon } from "~/components/ui/icon";
import { Form, useNavigation } from "react-router";

import { adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { BrandMark } from "~/components/shell/brand-mark";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";

import type { LoginErrors } from "../staff.schema";

/** The sign-in action's answer: a refusal of the whole form, or the fields' messages, with the username. */
export type SignInAnswer = { formError?: string; fieldErrors?: LoginErrors; username?: string };

/** The back office's sign-in page: username and password, and `next`, where to go once signed in. */
export function SignInForm({ next, answer }: { next: string; answer?: SignInAnswer }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = answer?.fieldErrors ?? {};
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-3">
          <BrandMark />
          <p className="text-lg font-bold text-slate-900">{dealer.name}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Icon name="lock-keyhole" className="size-5 text-brand-600" />
            Staff sign in
          </h1>
          <p className="mt-1 text-sm text-slate-600">The back office for the shop&apos;s staff.</p>
          <div aria-live="polite" className="empty:hidden">
            {answer?.formError ? (
              <p
                role="alert"
                className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
              >
                {answer.formError}
              </p>
            ) : null}
          </div>
          <Form method="post" className="mt-5 space-y-4" noValidate>
            <input type="hidden" name="next" value={next} />
            <AdminField
              id="login-username"
              name="username"
              label="Username"
              error={errors.username}
              announceError
            >
              {(props) => (
                <input
                  {...props}
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  defaultValue={answer?.username}
                  className={adminField.input}
                />
              )}
            </AdminField>
            <AdminField
              id="login-password"
              name="password"
              label="Password"
              error={errors.password}
              announceError
            >
              {(props) => (
                <input
                  {...props}
                  type="password"
                  autoComplete="current-password"
                  required
                  className={adminField.input}
                />
              )}
            </AdminField>
            <button type="submit" className={buttonClass({ className: "w-full" })} disabled={busy}>
              {busy ? "Signing in…" : "Sign in"}
            </button>
          </Form>
        </div>
      </div>
    </main>
  );
}
