import { Icon } from "~/components/ui/icon";

import { homeSectionsText } from "~/modules/content/texts/en/home-sections";
import { useText } from "~/i18n/text";
import { dealer } from "~/lib/dealer";
import { BookingForm } from "~/modules/booking/components/booking-form";
import { serviceReplyMinutes } from "~/modules/booking/service-rules";

const steps = ["booking.step1", "booking.step2", "booking.step3"] as const;

export function BookingSection({ minDate }: { minDate: string }) {
  const t = useText(homeSectionsText);
  return (
    <section id="book-service" aria-labelledby="booking-form-title" className="bg-slate-100 py-12 sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:px-8">
        <div>
          <p className="section-eyebrow text-brand-700">{t["booking.eyebrow"]}</p>
          <h2 id="booking-form-title" className="section-title text-slate-900">
            {t["booking.title"]}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{t["booking.lead"]}</p>
          <p className="mt-5 flex items-start gap-3 rounded-xl bg-white p-4 font-medium text-slate-900 shadow-sm ring-1 ring-slate-200">
            <Icon name="clock" className="step-icon" />
            {t["booking.reply"](serviceReplyMinutes)}
          </p>
          <ol className="mt-5 grid gap-3">
            {steps.map((step) => (
              <li key={step} className="flex items-start gap-3 text-slate-700">
                <Icon name="circle-check" className="step-icon" />
                {t[step]}
              </li>
            ))}
          </ol>
          <p className="mt-6 text-slate-700">
            {t["booking.talk"]}{" "}
            <a
              href={dealer.phoneHref}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Icon name="phone-call" className="size-4" />
              {dealer.phone}
            </a>
          </p>
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {/* the home page's quick form keeps its HTML light: photos are added on the booking page */}
          <BookingForm minDate={minDate} withPhotos={false} />
        </div>
      </div>
    </section>
  );
}
