import { redirect, type AppLoadContext } from "react-router";

import type { StaffRole } from "../../../db/enums";
import { readSession, sessionTokenFromRequest, type ActiveSession } from "./sessions.server";

export type SignedInStaff = { id: number; username: string; displayName: string; role: StaffRole };

/** Each role may do what the roles below it may: a technician only their job cards, staff the desk too. */
const roleRank: Record<StaffRole, number> = { technician: 0, staff: 1, owner: 2 };

function hasRole(user: SignedInStaff, role: StaffRole): boolean {
  return roleRank[user.role] >= roleRank[role];
}

/** The request's session and its user, or null when signed out (no cookie, unknown, idle or deactivated). */
export async function readStaffSession(
  request: Request,
  context: AppLoadContext,
  now = new Date(),
): Promise<ActiveSession | null> {
  const token = sessionTokenFromRequest(request);
  return token ? readSession(context.db, token, now) : null;
}

function loginPath(request: Request): string {
  const url = new URL(request.url);
  return `/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`;
}

const forbiddenMessage = "Only the owner can do this.";

/** Loaders of /admin pages: redirects to /admin/login?next=... when signed out; 403 page for a staff user on an owner page. */
export async function requireStaffPage(
  request: Request,
  context: AppLoadContext,
  role: StaffRole = "staff",
): Promise<SignedInStaff> {
  const session = await readStaffSession(request, context);
  if (!session) throw redirect(loginPath(request));
  if (!hasRole(session.user, role)) throw forbidden();
  return session.user;
}

/** Actions and resource routes: throws a 401 (signed out) or 403 (wrong role) response. */
export async function requireStaffAction(
  request: Request,
  context: AppLoadContext,
  role: StaffRole = "staff",
): Promise<SignedInStaff> {
  const session = await readStaffSession(request, context);
  if (!session) {
    throw new Response("Please sign in to the back office.", {
      status: 401,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  if (!hasRole(session.user, role)) throw forbidden();
  return session.user;
}

function forbidden(): Response {
  return new Response(forbiddenMessage, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
