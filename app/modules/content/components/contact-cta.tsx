import { Icon } from "~/components/ui/icon";

import { dealer, fullAddress, whatsappLink } from "~/lib/dealer";

import { SectionHeading } from "./section-heading";

const cardClass =
  "flex gap-4 rounded-xl bg-white p-4 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:flex-col sm:gap-0 sm:p-6";
const iconClass = "icon-tile";
const actionClass = "card-action rounded-lg break-all sm:mt-4";

export function ContactCta() {
  return (
    <section aria-labelledby="contact-cta-title" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="contact-cta-title"
          eyebrow="Get in touch"
          title="Need Help Choosing or a Repair?"
          subtitle="Talk to our team by phone, e-mail or WhatsApp, or visit the showroom."
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <li className={cardClass}>
            <span className={iconClass}>
              <Icon name="phone" className="size-6" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <h3 className="text-lg font-semibold sm:mt-4">Call Us</h3>
              <p className="mt-1 flex-1 text-sm text-slate-600">{dealer.hours.homePhone}</p>
              <a href={dealer.phoneHref} className={actionClass}>
                {dealer.phone}
              </a>
            </div>
          </li>
          <li className={cardClass}>
            <span className={iconClass}>
              <Icon name="mail" className="size-6" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <h3 className="text-lg font-semibold sm:mt-4">Email Us</h3>
              <p className="mt-1 flex-1 text-sm text-slate-600">We reply within 2 hours</p>
              <a href={`mailto:${dealer.email}`} className={actionClass}>
                {dealer.email}
              </a>
            </div>
          </li>
          <li className={cardClass}>
            <span className={iconClass}>
              <Icon name="message-circle" className="size-6" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <h3 className="text-lg font-semibold sm:mt-4">WhatsApp</h3>
              <p className="mt-1 flex-1 text-sm text-slate-600">Quick answers, photos of the fault welcome</p>
              <a
                href={whatsappLink("Hello, I have a question.")}
                target="_blank"
                rel="noopener noreferrer"
                className={actionClass}
              >
                Chat on WhatsApp
              </a>
            </div>
          </li>
          <li className={cardClass}>
            <span className={iconClass}>
              <Icon name="map-pin" className="size-6" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <h3 className="text-lg font-semibold sm:mt-4">Visit Us</h3>
              <address className="mt-1 flex-1 text-sm text-slate-600 not-italic">{fullAddress}</address>
              <a href={dealer.mapsUrl} target="_blank" rel="noopener noreferrer" className={actionClass}>
                Get Directions
              </a>
            </div>
          </li>
        </ul>
      </div>
    </section>
  );
}
