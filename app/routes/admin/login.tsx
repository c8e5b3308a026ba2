import "~/admin.css";

import { data, redirect } from "react-router";

import { dealer } from "~/lib/dealer";
import { formText } from "~/lib/form-text";
import { readForm } from "~/lib/read-form.server";
import { SignInForm, type SignInAnswer } from "~/modules/staff/components/sign-in-form";
import { readStaffSession } from "~/modules/staff/guard.server";
import { safeNextPath } from "~/modules/staff/safe-next";
import { sessionCookie, sessionTokenFromRequest } from "~/modules/staff/sessions.server";
import { signIn } from "~/modules/staff/sign-in.server";
import { validateLogin } from "~/modules/staff/staff.schema";

import type { Route } from "./+types/login";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("private");

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

type LoginActionData = SignInAnswer;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const next = safeNextPath(formText(form, "next"));
  const parsed = validateLogin({
    username: formText(form, "username"),
    password: formText(form, "password"),
  });
  if (!parsed.success) {
    return data<LoginActionData>(
      { fieldErrors: parsed.errors, username: formText(form, "username").slice(0, 100) },
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
  return <SignInForm next={loaderData.next} answer={actionData} />;
}
