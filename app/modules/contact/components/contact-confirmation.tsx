import { Icon } from "~/components/ui/icon";

import { Link } from "~/i18n/link";

import { buttonClass } from "~/components/ui/button-styles";
import { serviceReplyMinutes } from "~/modules/service/service-rules";
import { emailReplyText } from "../contact-options";

/**
 * Shown in place of the form once a message is sent. 'Send Another Message' is a link to the empty form,
 * so it works without JavaScript; with it, the form comes back in place.
 */
export function ContactConfirmation({ onSendAnother }: { onSendAnother: () => void }) {
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
        Thank You! Your Message Has Been Sent
      </h3>
      <p className="mt-3 max-w-md text-slate-600">
        Our team has received your message and will get back to you within {emailReplyText}.
      </p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800">
        <Icon name="clock" className="size-4" />
        Need a repair? Service requests get a reply within {serviceReplyMinutes} minutes.
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
          Send Another Message
        </Link>
        <Link to="/services" className={buttonClass({ size: "lg" })}>
          <Icon name="wrench" className="size-5" />
          Book a Service
        </Link>
      </div>
    </div>
  );
}
