import { DealerAddress } from "~/components/ui/dealer-address";
import { Icon } from "~/components/ui/icon";

import { homeSectionsText } from "~/modules/content/texts/en/home-sections";
import { useText } from "~/i18n/text";
import { dealer, whatsappLink } from "~/lib/dealer";

import { SectionHeading } from "./section-heading";

const cardClass = "contact-card";
const iconClass = "icon-tile";
const actionClass = "card-action rounded-lg break-all sm:mt-4";

export function ContactCta() {
  const t = useText(homeSectionsText);
  return (
    <section aria-labelledby="contact-cta-title" className="bg-white py-12 sm:py-16">
      <div className="page-width">
        <SectionHeading
          id="contact-cta-title"
          eyebrow={t["contact.eyebrow"]}
          title={t["contact.title"]}
          subtitle={t["contact.subtitle"]}
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <li className={cardClass}>
            <span className={iconClass}>
              <Icon name="phone" className="size-6" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <h3 className="text-lg font-semibold sm:mt-4">{t["contact.call"]}</h3>
              <p className="card-text">{t["contact.phoneHours"]}</p>
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
              <h3 className="text-lg font-semibold sm:mt-4">{t["contact.email"]}</h3>
              <p className="card-text">{t["contact.emailReply"]}</p>
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
              <h3 className="text-lg font-semibold sm:mt-4">{t["contact.whatsapp"]}</h3>
              <p className="card-text">{t["contact.whatsappText"]}</p>
              <a
                href={whatsappLink(t["contact.whatsappMessage"])}
                target="_blank"
                rel="noopener noreferrer"
                className={actionClass}
              >
                {t["contact.whatsappLink"]}
              </a>
            </div>
          </li>
          <li className={cardClass}>
            <span className={iconClass}>
              <Icon name="map-pin" className="size-6" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <h3 className="text-lg font-semibold sm:mt-4">{t["contact.visit"]}</h3>
              <address className="card-text not-italic">
                <DealerAddress />
              </address>
              <a href={dealer.mapsUrl} target="_blank" rel="noopener noreferrer" className={actionClass}>
                {t["contact.directions"]}
              </a>
            </div>
          </li>
        </ul>
      </div>
    </section>
  );
}
