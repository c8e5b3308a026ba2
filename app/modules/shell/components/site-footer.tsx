import { DealerAddress } from "~/components/ui/dealer-address";
import { Icon } from "~/components/ui/icon";

import { categoriesText } from "~/modules/catalog/texts/en/categories";
import { footerText } from "~/modules/shell/texts/en/footer";
import { headerText } from "~/components/texts/en/header";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { dealer } from "~/lib/dealer";

import { BrandMark } from "~/components/shell/brand-mark";
import { footerCompanyLinks, footerPolicyLinks, footerServiceLinks, footerShopLinks } from "./shell-links";
import { SocialIcon } from "~/components/shell/social-icons";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";

const linkClass = "footer-link";

function LinkColumn({ title, links }: { title: string; links: readonly { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="footer-heading">{title}</h2>
      <ul className="mt-3 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const t = useText(footerText);
  const categories = useText(categoriesText);
  const { hours } = useText(headerText);
  const named = (links: typeof footerServiceLinks) => links.map(({ text, to }) => ({ label: t[text], to }));
  const shopLinks = footerShopLinks.map(({ category, short, to }) => ({
    label: short ? t[short] : categories[category],
    to,
  }));
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <div className="flex items-center gap-2.5">
            <BrandMark />
            <p className="text-lg font-bold text-slate-900">{dealer.name}</p>
          </div>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{t.intro(repairWarrantyDays)}</p>
          <ul className="mt-5 flex gap-2" aria-label={t.followUs}>
            {dealer.socials.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  aria-label={social.name}
                  rel="noopener noreferrer"
                  className="footer-social-link"
                >
                  <SocialIcon name={social.name} className={social.name === "X" ? "size-4" : "size-5"} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-2 md:row-start-2 lg:col-span-5 lg:row-start-auto">
          <LinkColumn title={t.shop} links={shopLinks} />
          <LinkColumn title={t.service} links={named(footerServiceLinks)} />
          <LinkColumn title={t.company} links={named(footerCompanyLinks)} />
        </div>

        <div className="lg:col-span-3">
          <h2 className="footer-heading">{t.visitOrCall}</h2>
          <address className="mt-3 flex flex-col gap-1 text-sm not-italic">
            <p className="flex gap-2 py-2">
              <Icon name="map-pin" className="footer-icon mt-0.5" />
              <span>
                <DealerAddress />
              </span>
            </p>
            <a href={dealer.phoneHref} className={`${linkClass} gap-2`}>
              <Icon name="phone" className="footer-icon" />
              {dealer.phone}
            </a>
            <a href={`mailto:${dealer.email}`} className={`${linkClass} gap-2 break-all`}>
              <Icon name="mail" className="footer-icon" />
              {dealer.email}
            </a>
            <p className="pt-1 text-slate-600">{hours}</p>
          </address>
          <h2 className="footer-heading mt-6">{t.grievanceOfficer}</h2>
          <address className="mt-3 flex flex-col gap-1 text-sm not-italic">
            <p>{dealer.grievanceOfficer.name}</p>
            <a href={dealer.grievanceOfficer.phoneHref} className={`${linkClass} gap-2`}>
              <Icon name="phone" className="footer-icon" />
              {dealer.grievanceOfficer.phone}
            </a>
            <a href={`mailto:${dealer.grievanceOfficer.email}`} className={`${linkClass} gap-2 break-all`}>
              <Icon name="mail" className="footer-icon" />
              {dealer.grievanceOfficer.email}
            </a>
            <Link to="/grievance" className={linkClass}>
              {t.makeComplaint}
            </Link>
          </address>
        </div>
      </div>

      <div className="border-t border-slate-200 bg-slate-100">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 text-sm sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <p className="text-slate-600">
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span>
            {t.allRightsReserved}
          </p>
          <nav aria-label={t.policies}>
            <ul className="flex flex-wrap gap-x-5">
              {footerPolicyLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {t[link.text]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
