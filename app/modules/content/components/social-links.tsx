import { SocialIcon } from "~/components/shell/social-icons";
import { homeSectionsText } from "~/modules/content/texts/en/home-sections";
import { useText } from "~/i18n/text";
import { dealer } from "~/lib/dealer";

export function SocialLinks() {
  const t = useText(homeSectionsText);
  return (
    <section aria-labelledby="social-links-title" className="bg-brand-50 py-10">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 text-center sm:px-6 lg:px-8">
        <h2 id="social-links-title" className="text-xl font-bold text-slate-900">
          {t["social.title"]}
        </h2>
        <p className="text-slate-600">{t["social.text"]}</p>
        <ul className="flex flex-wrap justify-center gap-3">
          {dealer.socials.map((social) => (
            <li key={social.name}>
              <a
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t["social.on"](social.name)}
                className="social-link"
              >
                <SocialIcon name={social.name} className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
