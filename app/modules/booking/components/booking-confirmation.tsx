import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState } from "react";

import { bookingText } from "~/modules/booking/texts/en/booking";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { useHydrated } from "~/lib/use-hydrated";
import { whatsappLink } from "~/lib/dealer";
import { serviceReplyMinutes } from "../service-rules";

/** What the customer sees once a booking is stored: the reference and what happens next. */
export function BookingConfirmation({ reference }: { reference: string }) {
  const t = useText(bookingText);
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section
      aria-labelledby="booking-confirmed-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
    >
      <Icon name="circle-check" className="size-12 text-green-700" />
      <h2
        id="booking-confirmed-title"
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
      >
        {t.bookedTitle}
      </h2>
      <p className="mt-2 text-slate-700">{t.keepReference}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p
          data-testid="booking-reference"
          className="rounded-xl bg-brand-50 px-5 py-3 font-mono text-3xl font-bold tracking-wider text-brand-800 select-all sm:text-4xl"
        >
          {reference}
        </p>
        {hydrated ? (
          <button
            type="button"
            onClick={() => void copy()}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50 focus-ring"
          >
            <Icon name="copy" className="size-4" />
            {copied ? t.copied : t.copy}
          </button>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {copied ? t.copiedStatus : ""}
      </p>
      <p className="mt-6 flex items-start gap-3 font-medium text-slate-900">
        <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        {t.callBack(serviceReplyMinutes)}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a
          href={whatsappLink(t.shareMessage(reference))}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
        >
          <Icon name="message-circle" className="size-5" />
          {t.share}
          <span className="sr-only">{t.newTab}</span>
        </a>
        <Link
          to={`/track-service?ref=${encodeURIComponent(reference)}`}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-ring"
        >
          <Icon name="search" className="size-5" />
          {t.trackThis}
        </Link>
        <Link
          to="/services/book"
          className="inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50 focus-ring"
        >
          {t.bookAnother}
        </Link>
      </div>
    </section>
  );
}
