import { Form, useNavigation } from "react-router";

import { AdminCard, adminField, StatusPill } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { formatFullDate } from "~/lib/india-time";
import { coverageLabels } from "~/modules/appliances/appliance-view";

import type { BookingApplianceView } from "../booking-appliance.server";

/**
 * The sold appliance a repair is for: shown with its coverage once linked (booked from My Appliances, or
 * linked here); otherwise a search by order or serial number, the customer's own appliances first.
 */
export function BookingApplianceCard({ bookingId, view }: { bookingId: number; view: BookingApplianceView }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (view.kind !== "repair") return null;
  const action = `/admin/bookings/${bookingId}`;

  if (view.linked) {
    return (
      <AdminCard title="Appliance">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{view.linked.line}</p>
          {view.coverage ? (
            <StatusPill tone={view.coverage === "in_warranty" ? "success" : "warning"}>
              {coverageLabels[view.coverage]}
            </StatusPill>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-slate-700">
          Order <span className="font-mono">{view.linked.orderNumber}</span>, delivered{" "}
          {formatFullDate(view.linked.purchaseDate)}. {view.linked.warrantyText}.
        </p>
        <Form method="post" action={action} preventScrollReset className="mt-3">
          <input type="hidden" name="intent" value="unlink-appliance" />
          <button type="submit" disabled={busy} className={buttonClass({ variant: "secondary" })}>
            Unlink appliance
          </button>
        </Form>
      </AdminCard>
    );
  }

  return (
    <AdminCard title="Appliance">
      <p className="text-sm text-slate-700">
        Not linked to an appliance we sold. Link it to set whether the repair is in warranty.
      </p>
      <Form method="get" action={action} preventScrollReset className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-0 grow">
          <label htmlFor="appliance-search" className={adminField.label}>
            Order number or serial number
          </label>
          <input
            id="appliance-search"
            name="find"
            type="search"
            defaultValue={view.query}
            autoComplete="off"
            maxLength={60}
            className={adminField.input}
          />
        </div>
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          Search
        </button>
      </Form>
      {view.matches.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          {view.query
            ? "No appliance matches that order or serial number."
            : "No appliance was bought with this booking's phone number. Search by order or serial number."}
        </p>
      ) : (
        <ul aria-label="Matching appliances" className="mt-3 divide-y divide-slate-100">
          {view.matches.map((match) => (
            <li key={match.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">
                  {match.title}
                  {match.serialNumber ? (
                    <span className="font-mono">, serial {match.serialNumber}</span>
                  ) : null}
                </p>
                <p className="text-slate-600">
                  <span className="font-mono">{match.orderNumber}</span>, {match.customer}, delivered{" "}
                  {formatFullDate(match.purchaseDate)}
                  {match.samePhone ? " · same phone as this booking" : ""}
                </p>
              </div>
              <Form method="post" action={action} preventScrollReset>
                <input type="hidden" name="intent" value="link-appliance" />
                <input type="hidden" name="applianceId" value={match.id} />
                <button
                  type="submit"
                  disabled={busy}
                  aria-label={`Link ${match.title}${match.serialNumber ? `, serial ${match.serialNumber}` : ""}`}
                  className={buttonClass()}
                >
                  Link
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
