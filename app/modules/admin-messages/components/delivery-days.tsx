import { adminTable } from "~/components/admin/admin-ui";
import { formatDate } from "~/lib/india-time";

import type { DeliveryDay } from "../outbox-desk.server";

const columns = [
  ["waiting", "Waiting"],
  ["accepted", "Accepted"],
  ["sent", "Sent"],
  ["delivered", "Delivered"],
  ["read", "Read"],
  ["failed", "Failed"],
] as const;

/** The last seven days of customer messages by what their providers reported. */
export function DeliveryDays({ days }: { days: DeliveryDay[] }) {
  if (days.length === 0) return null;
  return (
    // a phone scrolls the table sideways: the region takes focus so a keyboard can scroll it too
    <div role="region" aria-labelledby="delivery-days" tabIndex={0} className={`${adminTable.wrap} mb-4`}>
      <table className={adminTable.table}>
        <caption id="delivery-days" className="px-3 py-2.5 text-left font-semibold text-slate-900">
          SMS and WhatsApp to customers, last 7 days, by what the providers reported
        </caption>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.th}>
              Day
            </th>
            {columns.map(([, label]) => (
              <th key={label} scope="col" className={`${adminTable.th} text-right`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day} className={adminTable.row}>
              <th scope="row" className={`${adminTable.td} font-normal`}>
                {formatDate(day.day)}
              </th>
              {columns.map(([state]) => (
                <td key={state} className={`${adminTable.td} text-right tabular-nums`}>
                  {day[state]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
