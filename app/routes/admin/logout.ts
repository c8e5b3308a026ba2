import { redirect } from "react-router";

import { formText } from "~/lib/form-text";
import { readStaffSession } from "~/modules/staff/guard.server";
import {
  clearedSessionCookie,
  deleteSessionByToken,
  deleteUserSessions,
  sessionTokenFromRequest,
} from "~/modules/staff/sessions.server";

import type { Route } from "./+types/logout";
import { readForm } from "~/lib/read-form.server";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("private");

/** Signing out changes state, so it is a POST (the shell's form); a GET only leads back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await readStaffSession(request, context);
  throw redirect(session ? "/admin" : "/admin/login");
}

/**
 * Ends this browser's session, or with `scope=everywhere` every session of the user. Already signed out
 * is not an error: the cookie is cleared and the login page shown.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let scope = "this";
  try {
    scope = formText(await readForm(request), "scope") || "this";
  } catch {
    // no form body: sign out this browser
  }
  const token = sessionTokenFromRequest(request);
  if (token) {
    const session = await readStaffSession(request, context);
    if (session && scope === "everywhere") await deleteUserSessions(context.db, session.user.id);
    else await deleteSessionByToken(context.db, token);
  }
  throw redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie() } });
}
