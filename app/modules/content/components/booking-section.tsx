import { Icon } from "~/components/ui/icon";

import { dealer } from "~/lib/dealer";
import { BookingForm } from "~/modules/service/components/booking-form";
import { serviceReplyMinutes } from "~/modules/service/service-rules";

const steps = [
  "Tell us the appliance, brand and the problem",
  "We call you back to confirm the visit",
  "A certified technician comes to your door",
] as const;

export function BookingSection({ minDate }: { minDate: string }) {
  return (
    <section id="book-service" aria-labelledby="booking-form-title" className="bg-slate-100 py-12 sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:px-8">
        <div>
          <p className="section-eyebrow text-brand-700">Doorstep repair</p>
          <h2 id="booking-form-title" className="section-title text-slate-900">
            Book a Service
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            Share a few details and our service desk will take it from there.
          </p>
          <p className="mt-5 flex items-start gap-3 rounded-xl bg-white p-4 font-medium text-slate-900 shadow-sm ring-1 ring-slate-200">
            <Icon name="clock" className="step-icon" />
            {`We reply to every service request within ${serviceReplyMinutes} minutes.`}
          </p>
          <ol className="mt-5 grid gap-3">
            {steps.map((step) => (
              <li key={step} className="flex items-start gap-3 text-slate-700">
                <Icon name="circle-check" className="step-icon" />
                {step}
              </li>
            ))}
          </ol>
          <p className="mt-6 text-slate-700">
            Prefer to talk?{" "}
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
          <BookingForm minDate={minDate} />
        </div>
      </div>
    </section>
  );
}
