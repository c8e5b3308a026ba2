import { Icon } from "~/components/ui/icon";
import { DealerAddress } from "~/components/ui/dealer-address";
import { useText } from "~/i18n/text";
import { dealer } from "~/lib/dealer";
import { grievanceText } from "~/modules/grievance/texts/en/grievance";

import { acknowledgeWithinHours } from "../grievance-rules";

/** The grievance officer's name, designation and contacts (E-Commerce Rules 2020, rule 4(4)). */
export function GrievanceOfficer() {
  const t = useText(grievanceText);
  const officer = dealer.grievanceOfficer;
  return (
    <section
      aria-labelledby="grievance-officer-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="grievance-officer-title" className="text-xl font-semibold text-slate-900">
        {t.officerTitle}
      </h2>
      <p className="mt-3 text-lg font-semibold text-slate-900">{officer.name}</p>
      <p className="text-slate-700">
        {t.designation}, {dealer.name}
      </p>
      <dl className="mt-4 grid gap-2 text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium text-slate-900">{t.phoneLabel}</dt>
        <dd>
          <a
            href={officer.phoneHref}
            className="inline-flex min-h-11 items-center gap-2 text-brand-700 underline"
          >
            <Icon name="phone" className="size-4" />
            {officer.phone}
          </a>{" "}
          <span className="block text-sm text-slate-600">{t.officerHours}</span>
        </dd>
        <dt className="font-medium text-slate-900">{t.emailLabel}</dt>
        <dd>
          <a
            href={`mailto:${officer.email}`}
            className="inline-flex min-h-11 items-center gap-2 break-all text-brand-700 underline"
          >
            <Icon name="mail" className="size-4" />
            {officer.email}
          </a>
        </dd>
        <dt className="font-medium text-slate-900">{t.addressLabel}</dt>
        <dd>
          <DealerAddress />
        </dd>
      </dl>
      <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-slate-800">
        {t.officerPromise(acknowledgeWithinHours)}
      </p>
    </section>
  );
}
