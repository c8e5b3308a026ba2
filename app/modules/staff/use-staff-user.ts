import { useRouteLoaderData } from "react-router";

import type { StaffRoleName } from "./staff-roles";

export type StaffUserView = { id: number; username: string; displayName: string; role: StaffRoleName };

/** The signed-in user, from the back-office layout's loader; for any page inside the layout. */
export function useStaffUser(): StaffUserView | undefined {
  return useRouteLoaderData<{ user: StaffUserView }>("routes/admin/layout")?.user;
}
