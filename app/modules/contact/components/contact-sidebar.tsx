import { Icon } from "~/components/ui/icon";

import { contactText } from "~/modules/contact/texts/en/contact";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { serviceReplyMinutes } from "~/modules/booking/service-rules";
import { useServiceHours } from "~/modules/booking/components/service-hours";
import { emailReplyHours } from "../contact-options";

const cardClass = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
const headingClass = "flex items-center gap-2 text-lg font-semibold text-slate-900";

/** Service hours, response times and the two most asked-for destinations, beside the form. */
export function ContactSidebar() {
  const t = useText(contactText);
  const serviceHours = useServiceHours();
  const responseTimes = [
    { channel: t.serviceRequests, time: t.withinMinutes(serviceReplyMinutes) },
    { channel: t.emailChannel, time: t.withinHours(emailReplyHours) },
    { channel: t.phoneChannel, time: t.phoneTime },
  ];
  const helpLinks = [
    { to: "/services", icon: "wrench", title: t.bookTitle, text: t.bookText },
    { to: "/shop", icon: "shopping-bag", title: t.shopTitle, text: t.shopText },
  ] as const;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="service-hours-title" className={cardClass}>
        <h2 id="service-hours-title" className={headingClass}>
          <Icon name="clock" className="size-5 text-brand-600" />
          {t.serviceHours}
        </h2>
        <dl className="mt-4 divide-y divide-slate-100">
          {serviceHours.map((row) => (
            <div key={row.days} className="flex justify-between gap-4 py-2.5">
              <dt className="text-slate-600">{row.days}</dt>
              <dd className="text-right font-medium text-slate-900">{row.time}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="response-times-title" className={cardClass}>
        <h2 id="response-times-title" className={headingClass}>
          <Icon name="timer" className="size-5 text-brand-600" />
          {t.responseTimes}
        </h2>
        <dl className="mt-4 divide-y divide-slate-100">
          {responseTimes.map((row) => (
            <div key={row.channel} className="flex justify-between gap-4 py-2.5">
              <dt className="text-slate-600">{row.channel}</dt>
              <dd className="text-right font-medium text-slate-900">{row.time}</dd>
            </div>
          ))}
        </dl>
      </section>

      <nav aria-labelledby="more-help-title" className={cardClass}>
        <h2 id="more-help-title" className={headingClass}>
          {t.moreHelp}
        </h2>
        <ul className="mt-4 grid gap-3">
          {helpLinks.map(({ to, icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex min-h-11 items-center gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:ring-brand-200 focus-ring"
              >
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-slate-200"
                  aria-hidden
                >
                  <Icon name={icon} className="size-5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold text-slate-900">{title}</span>
                  <span className="text-sm text-slate-600">{text}</span>
                </span>
                <Icon
                  name="arrow-right"
                  className="size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
