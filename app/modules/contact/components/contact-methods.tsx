import { DealerAddress } from "~/components/ui/dealer-address";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

import { contactText } from "~/modules/contact/texts/en/contact";
import { useText, type TextOf } from "~/i18n/text";
import { dealer, whatsappLink } from "~/lib/dealer";
import { emailReplyHours } from "../contact-options";

type Method = {
  icon: IconName;
  title: string;
  detail: React.ReactNode;
  note: string;
  action: { href: string; label: string; external?: boolean };
};

function methodsIn(t: TextOf<typeof contactText>): Method[] {
  return [
    {
      icon: "phone",
      title: t.callUs,
      detail: dealer.phone,
      note: t.callNote,
      action: { href: dealer.phoneHref, label: t.callNow },
    },
    {
      icon: "message-circle",
      title: t.whatsapp,
      detail: t.whatsappDetail,
      note: t.whatsappNote,
      action: { href: whatsappLink(t.whatsappMessage), label: t.whatsappAction, external: true },
    },
    {
      icon: "mail",
      title: t.emailUs,
      detail: dealer.email,
      note: t.emailNote(emailReplyHours),
      action: { href: `mailto:${dealer.email}`, label: t.emailAction },
    },
    {
      icon: "map-pin",
      title: t.visitUs,
      detail: (
        <address className="not-italic">
          <DealerAddress />
        </address>
      ),
      note: t.visitNote,
      action: { href: dealer.mapsUrl, label: t.directions, external: true },
    },
  ];
}

/** The four ways to reach the dealer: call, WhatsApp, e-mail and a visit. */
export function ContactMethods() {
  const t = useText(contactText);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {methodsIn(t).map(({ icon, title, detail, note, action }) => (
        <li
          key={title}
          className="flex gap-4 rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 lg:flex-col lg:gap-0 lg:p-6"
        >
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
            aria-hidden
          >
            <Icon name={icon} className="size-6" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col">
            <h3 className="text-lg font-semibold text-slate-900 lg:mt-4">{title}</h3>
            <div className="mt-1 font-medium break-words text-slate-800">{detail}</div>
            <p className="mt-1 flex-1 text-sm text-slate-600">{note}</p>
            <a
              href={action.href}
              {...(action.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="mt-2 inline-flex min-h-11 items-center gap-1 self-start rounded-lg font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-ring"
            >
              {action.label}
              {action.external ? <span className="sr-only">{t.newTab}</span> : null}
              <span aria-hidden>→</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
