import { StatusPill, adminTable } from "~/components/admin/admin-ui";

import type { StaffActionData } from "../staff-answer";
import { roleLabels } from "../staff-roles";
import { UserActions, type UserRow } from "./user-actions";

/** Every back-office user with their role, status and the owner's changes; `rowResult` is a row's answer. */
export function StaffTable({
  users,
  currentUserId,
  rowResult,
}: {
  users: UserRow[];
  currentUserId: number;
  rowResult: (userId: number) => StaffActionData | undefined;
}) {
  return (
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
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
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
  );
}
