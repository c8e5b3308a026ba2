import { useLocation } from "react-router";

import { Icon } from "~/components/ui/icon";
import { headerText } from "~/components/texts/en/header";
import { rememberLanguage } from "~/i18n/language-choice";
import { htmlLang, languageName } from "~/i18n/locale";
import { Link } from "~/i18n/link";
import { useLocale } from "~/i18n/use-locale";
import { useText } from "~/i18n/text";

/**
 * The same page in the other language, with its filters and place on the page (query and hash kept). The
 * choice is remembered for the shop's home address (app/i18n/language-choice.ts).
 */
export function LanguageSwitch({ className, iconClass = "" }: { className: string; iconClass?: string }) {
  const t = useText(headerText);
  const { pathname, search, hash } = useLocation();
  const other = useLocale() === "en" ? "ta" : "en";
  return (
    <Link
      to={`${pathname}${search}${hash}`}
      locale={other}
      hrefLang={htmlLang[other]}
      onClick={() => rememberLanguage(other)}
      className={className}
    >
      <Icon name="languages" className={`size-4 shrink-0 ${iconClass}`} />
      <span className="sr-only">{t.language}</span>
      <span lang={htmlLang[other]} className="font-tamil-label">
        {languageName[other]}
      </span>
    </Link>
  );
}
