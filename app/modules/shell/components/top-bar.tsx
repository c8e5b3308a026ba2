import { Icon } from "~/components/ui/icon";

import { headerText } from "~/components/texts/en/header";
import { useText } from "~/i18n/text";
import { dealer } from "~/lib/dealer";

import { LanguageSwitch } from "./language-switch";

/**
 * The dark strip above the header: phone and language switch always; city and hours once there is room. On a
 * phone the icons give way so the line does not wrap.
 */
export function TopBar() {
  const t = useText(headerText);
  return (
    <div className="bg-slate-900 text-sm text-slate-200">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 whitespace-nowrap sm:gap-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-5">
          <a
            href={dealer.phoneHref}
            className="inline-flex min-h-10 items-center gap-2 font-medium text-white hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Icon name="phone" className="hidden size-4 sm:block" />
            <span>
              <span className="sr-only">{t.callUs}</span>
              {dealer.phone}
            </span>
          </a>
          <span className="hidden items-center gap-2 sm:inline-flex">
            <Icon name="map-pin" className="size-4" />
            {t.place}
          </span>
        </div>
        <div className="flex items-center gap-3 sm:gap-5">
          <p className="hidden items-center gap-2 min-[360px]:inline-flex">
            <Icon name="clock" className="hidden size-4 sm:block" />
            <span>
              <span className="sr-only">{t.openHours}</span>
              {t.hoursShort}
            </span>
          </p>
          <LanguageSwitch
            iconClass="hidden sm:block"
            className="inline-flex min-h-10 items-center gap-1.5 rounded font-medium text-white underline-offset-4 hover:text-brand-200 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          />
        </div>
      </div>
    </div>
  );
}
