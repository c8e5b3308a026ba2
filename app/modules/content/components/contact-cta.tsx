import { Icon } from "~/components/ui/icon";

import { dealer, fullAddress, whatsappLink } from "~/lib/dealer";

import { SectionHeading } from "./section-heading";

const cardClass = "contact-card";
const iconClass = "icon-tile";
const actionClass = "card-action rounded-lg break-all sm:mt-4";

export function ContactCta() {
  return (
    <section aria-labelledby="contact-cta-title" className="bg-white py-12 sm:py-16">
      <div className="page-width">
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
              <p className="card-text">{dealer.hours.homePhone}</p>
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
              <p className="card-text">We reply within 2 hours</p>
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
              <p className="card-text">Quick answers, photos of the fault welcome</p>
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
              <address className="card-text not-italic">{fullAddress}</address>
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
