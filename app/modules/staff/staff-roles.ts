import type { StaffRole } from "../../../db/enums";

export type StaffRoleName = StaffRole;

export const roleLabels: Record<StaffRoleName, string> = {
  owner: "Owner",
  staff: "Staff",
  technician: "Technician",
};
