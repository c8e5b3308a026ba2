import { Icon } from "~/components/ui/icon";

import { Link } from "~/i18n/link";

import { dealer, whatsappLink } from "~/lib/dealer";

const promises = [
  "Certified technicians",
  "Genuine spare parts",
  "Same day service",
  "Doorstep service",
] as const;

export function ServiceSection() {
  return (
    <section aria-labelledby="service-title" className="bg-brand-700 py-12 text-white sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:px-8">
        <div>
          <p className="section-eyebrow text-brand-100">Appliance service</p>
          <h2 id="service-title" className="section-title">
            Expert Appliance Repair at Your Doorstep
          </h2>
          <p className="mt-3 text-lg text-brand-50">
            AC, refrigerator, washing machine and TV repair by certified technicians using genuine parts, with
            same day doorstep service across {dealer.city}.
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2 font-medium">
                <Icon name="circle-check" className="size-5 shrink-0 text-brand-100" />
                {promise}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link
              to="/services"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Icon name="calendar-check" className="size-5" />
              Book Service Now
            </Link>
            <Link
              to="/services/track"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Icon name="search" className="size-5" />
              Track Your Service
            </Link>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-lg">
          <h3 className="text-lg font-bold">Emergency breakdown?</h3>
          <p className="mt-1 text-slate-600">
            Call or WhatsApp us now and a technician will be on the way. Same day service is available for
            most repairs.
          </p>
          <div className="mt-5 grid gap-3">
            <a
              href={dealer.phoneHref}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-ring"
            >
              <Icon name="phone-call" className="size-5 shrink-0" />
              <span>
                Emergency Call<span className="sr-only">:</span>{" "}
                <span className="font-normal whitespace-nowrap">{dealer.phone}</span>
              </span>
            </a>
            <a
              href={whatsappLink("Hello, I need an appliance repaired.")}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
            >
              <Icon name="message-circle" className="size-5" />
              WhatsApp Us
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
