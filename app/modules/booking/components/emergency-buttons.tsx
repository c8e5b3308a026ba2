import { Icon } from "~/components/ui/icon";

import { serviceDeskText } from "~/modules/booking/texts/en/service-desk";
import { useText } from "~/i18n/text";
import { dealer, whatsappLink } from "~/lib/dealer";

/** Call and WhatsApp buttons for a breakdown that cannot wait for a booking. */
export function EmergencyButtons({ message }: { message?: string }) {
  const t = useText(serviceDeskText);
  return (
    <div className="grid gap-3">
      <a
        href={dealer.phoneHref}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-ring"
      >
        <Icon name="phone-call" className="size-5 shrink-0" />
        <span>
          {t.emergencyCall}
          <span className="sr-only">:</span>{" "}
          <span className="font-normal whitespace-nowrap">{dealer.phone}</span>
        </span>
      </a>
      <a
        href={whatsappLink(message ?? t.whatsappMessage)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
      >
        <Icon name="message-circle" className="size-5 shrink-0" />
        {t.whatsapp}
        <span className="sr-only">{t.newTab}</span>
      </a>
    </div>
  );
}
