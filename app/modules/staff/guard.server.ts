// Contract stub: the back-office access engineer replaces the body.
import type { AppLoadContext } from "react-router";

import type { StaffRole } from "../../../db/admin-schema";

export type SignedInStaff = { id: number; username: string; displayName: string; role: StaffRole };

/** Loaders of /admin pages: redirects to /admin/login?next=... when signed out; 403 page for a staff user on an owner page. */
export function requireStaffPage(
  _request: Request,
  _context: AppLoadContext,
  _role: StaffRole = "staff",
): Promise<SignedInStaff> {
  throw new Error("not implemented");
}

/** Actions and resource routes: throws a 401 (signed out) or 403 (wrong role) response. */
export function requireStaffAction(
  _request: Request,
  _context: AppLoadContext,
  _role: StaffRole = "staff",
): Promise<SignedInStaff> {
  throw new Error("not implemented");
}
