import { Icon } from "~/components/ui/icon";
import { Form } from "~/i18n/link";
import { myAppliancesText } from "~/modules/appliances/texts/en/my-appliances";
import { useText } from "~/i18n/text";
import { useLocale, useLocalePath } from "~/i18n/use-locale";
import { formatFullDate } from "~/lib/india-time";

import type { OrderStatus } from "../../../../db/enums";
import type { MyAppliance } from "../appliance-view";

const actionClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold focus-ring";

/**
 * "Remind me before the warranty ends", or that it is on with a way to stop it: each a one-button form with
 * the card's signed link. The status line stays in place, so a screen reader hears the change.
 */
function WarrantyReminder({
  appliance,
  titleId,
  saved,
}: {
  appliance: MyAppliance & { warrantyReminder: "on" | "off" };
  titleId: string;
  saved: boolean;
}) {
  const t = useText(myAppliancesText);
  const on = appliance.warrantyReminder === "on";
  return (
    <Form
      method="post"
      className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800"
    >
      <input type="hidden" name="intent" value="warranty-reminder" />
      <input type="hidden" name="appliance" value={appliance.link} />
      <input type="hidden" name="reminder" value={on ? "off" : "on"} />
      {/* at least 12rem wide: on a phone the button goes under the text rather than squeezing it */}
      <p role="status" className="min-w-48 flex-1">
        {on ? (saved ? t.reminderSaved : t.reminderOn) : saved ? t.reminderStopped : t.reminderOffer}
      </p>
      <button
        type="submit"
        aria-describedby={titleId}
        className={`${actionClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
      >
        <Icon name={on ? "x" : "calendar-clock"} className="size-5" />
        {on ? t.stopReminder : t.remindMe}
      </button>
    </Form>
  );
}

function ApplianceCard({
  appliance,
  invoiceHref,
  reminderSaved,
}: {
  appliance: MyAppliance;
  invoiceHref: string;
  reminderSaved: boolean;
}) {
  const t = useText(myAppliancesText);
  const locale = useLocale();
  const titleId = `appliance-${appliance.id}-title`;
  return (
    <li aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex gap-4">
        <img
          src={appliance.image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="size-20 shrink-0 rounded-lg bg-slate-50 object-contain ring-1 ring-slate-100 sm:size-24"
        />
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {appliance.title}
          </h3>
          <p
            className={`mt-2 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
              appliance.covered
                ? "bg-green-50 text-green-800 ring-1 ring-green-200"
                : "bg-slate-100 text-slate-700"
            }`}
          >
            <Icon name="shield-check" className="size-4" />
            {appliance.warrantyText}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{t.serialNumber}</dt>
          <dd className="font-mono font-semibold text-slate-900">
            {appliance.serialNumber ?? <span className="font-sans font-normal">{t.notRecorded}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t.purchaseDate}</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={appliance.purchaseDate}>{formatFullDate(appliance.purchaseDate, locale)}</time>
          </dd>
        </div>
        {appliance.warrantyNote ? (
          <div className="sm:col-span-2">
            <dt className="text-slate-600">{t.manufacturerWarranty}</dt>
            <dd className="text-slate-900">{appliance.warrantyNote}</dd>
          </div>
        ) : null}
        {appliance.repairWarrantyUntil ? (
          <div className="sm:col-span-2">
            <dt className="text-slate-600">{t.repairWarrantyUntil}</dt>
            <dd className="font-semibold text-slate-900">
              <time dateTime={appliance.repairWarrantyUntil}>
                {formatFullDate(appliance.repairWarrantyUntil, locale)}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>
      {appliance.amc ? (
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-900">
          <span className="font-semibold">
            {appliance.amc.status === "active" && appliance.amc.endsOn
              ? t.amcActive(formatFullDate(appliance.amc.endsOn, locale))
              : t.amcPending}
          </span>
          <a
            href={appliance.amc.href}
            aria-describedby={titleId}
            className="font-semibold text-brand-700 underline focus-ring"
          >
            {t.openContract}
          </a>
        </p>
      ) : null}
      {appliance.warrantyReminder ? (
        <WarrantyReminder
          appliance={{ ...appliance, warrantyReminder: appliance.warrantyReminder }}
          titleId={titleId}
          saved={reminderSaved}
        />
      ) : null}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <a
          href={appliance.repairHref}
          aria-describedby={titleId}
          className={`${actionClass} bg-brand-600 text-white hover:bg-brand-700`}
        >
          <Icon name="wrench" className="size-5" />
          {t.bookRepair}
        </a>
        <a
          href={invoiceHref}
          aria-describedby={titleId}
          className={`${actionClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          <Icon name="download" className="size-5" />
          {t.downloadInvoice}
        </a>
        {appliance.amc && !appliance.amc.renewable ? null : (
          <a
            href={appliance.amcOfferHref}
            aria-describedby={titleId}
            className={`${actionClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            <Icon name="shield-check" className="size-5" />
            {t.buyPlan}
          </a>
        )}
      </div>
    </li>
  );
}

/** The appliances of a found order, or why there are none yet. */
export function ApplianceList({
  orderNumber,
  status,
  invoiceHref,
  appliances,
  reminderSaved = null,
}: {
  orderNumber: string;
  status: OrderStatus;
  invoiceHref: string;
  appliances: MyAppliance[];
  /** The appliance whose warranty reminder was just turned on or off. */
  reminderSaved?: number | null;
}) {
  const t = useText(myAppliancesText);
  const to = useLocalePath();
  return (
    <section aria-labelledby="my-appliances-title" className="grid gap-4">
      <h2 id="my-appliances-title" className="text-xl font-semibold text-slate-900">
        {t.fromOrder} <span className="font-mono">{orderNumber}</span>
      </h2>
      {appliances.length === 0 ? (
        <p className="flex items-start gap-3 rounded-xl bg-white px-4 py-4 text-slate-800 ring-1 ring-slate-200">
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          {status === "cancelled" ? t.cancelled : t.notDelivered}
        </p>
      ) : (
        <ul className="grid gap-4">
          {appliances.map((appliance) => (
            <ApplianceCard
              key={appliance.id}
              appliance={appliance}
              invoiceHref={to(invoiceHref)}
              reminderSaved={reminderSaved === appliance.id}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
