export type StaffRoleName = "owner" | "staff";

export const roleLabels: Record<StaffRoleName, string> = { owner: "Owner", staff: "Staff" };
