import { Icon } from "~/components/ui/icon";

import { contactText } from "~/modules/contact/texts/en/contact";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { buttonClass } from "~/components/ui/button-styles";
import { serviceReplyMinutes } from "~/modules/booking/service-rules";
import { emailReplyHours } from "../contact-options";

/**
 * Shown in place of the form once a message is sent. 'Send Another Message' is a link to the empty form,
 * so it works without JavaScript; with it, the form comes back in place.
 */
export function ContactConfirmation({ onSendAnother }: { onSendAnother: () => void }) {
  const t = useText(contactText);
  return (
    <div className="flex flex-col items-center px-2 py-6 text-center sm:py-10">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-8 ring-emerald-50/60">
        <Icon name="circle-check" className="size-9" />
      </span>
      <h3
        id="contact-confirmation-title"
        tabIndex={-1}
        className="mt-6 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {t.sentTitle}
      </h3>
      <p className="mt-3 max-w-md text-slate-600">{t.sentText(emailReplyHours)}</p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800">
        <Icon name="clock" className="size-4" />
        {t.repairReply(serviceReplyMinutes)}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link
          to="/contact"
          onClick={(event) => {
            event.preventDefault();
            onSendAnother();
          }}
          className={buttonClass({ variant: "secondary", size: "lg" })}
        >
          <Icon name="rotate-ccw" className="size-5" />
          {t.sendAnother}
        </Link>
        <Link to="/services" className={buttonClass({ size: "lg" })}>
          <Icon name="wrench" className="size-5" />
          {t.bookService}
        </Link>
      </div>
    </div>
  );
}
