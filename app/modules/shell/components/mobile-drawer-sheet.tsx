import { Icon } from "~/components/ui/icon";
import { Dialog } from "radix-ui";

import { headerText } from "~/components/texts/en/header";
import { Link, NavLink } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";

import { LanguageSwitch } from "./language-switch";
import { comboboxConsumesEscape, SearchCombobox } from "./search-combobox";
import { useShopQuery } from "./search-query";
import { bookServiceHref, mainNavLinks } from "./shell-links";
import { AccountDrawerLink, WishlistDrawerLink } from "./header-links";

const drawerLinkClass =
  "flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-100 " +
  "focus-ring " +
  "aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700";

type MobileDrawerSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the sheet closes (there is no Radix trigger: it lives in the header). */
  returnFocusTo: React.RefObject<HTMLElement | null>;
};

/** The menu sheet itself, loaded on demand. Radix traps focus while open and closes it on Escape. */
export function MobileDrawerSheet({ open, onOpenChange, returnFocusTo }: MobileDrawerSheetProps) {
  const query = useShopQuery();
  const close = () => onOpenChange(false);
  const t = useText(headerText);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-200 motion-reduce:transition-none starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            // The search field's own Escape (close suggestions, then clear) comes before closing the menu.
            if (comboboxConsumesEscape(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-xl transition-transform duration-200 ease-out focus:outline-none motion-reduce:transition-none starting:translate-x-full"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
            <Dialog.Title className="text-lg font-bold text-slate-900">{t.menu}</Dialog.Title>
            <Dialog.Close
              aria-label={t.closeMenu}
              className={buttonClass({ variant: "ghost", size: "icon" })}
            >
              <Icon name="x" className="size-6" />
            </Dialog.Close>
          </div>

          <div className="flex flex-1 flex-col gap-5 px-4 py-4">
            <SearchCombobox
              key={query}
              label={t.searchAppliances}
              defaultValue={query}
              onNavigate={close}
              className="flex gap-2"
              submitButton={
                <button type="submit" aria-label={t.search} className={buttonClass({ size: "icon" })}>
                  <Icon name="search" className="size-5" />
                </button>
              }
            />

            <nav aria-label={t.mobileNav}>
              <ul className="flex flex-col gap-1">
                {mainNavLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.to === "/"} onClick={close} className={drawerLinkClass}>
                      {t[link.text]}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <WishlistDrawerLink className={drawerLinkClass} onNavigate={close} />
                </li>
                <li>
                  <AccountDrawerLink className={drawerLinkClass} onNavigate={close} />
                </li>
                <li>
                  <LanguageSwitch className={`${drawerLinkClass} gap-2`} />
                </li>
              </ul>
            </nav>

            <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-4">
              <a href={dealer.phoneHref} className={buttonClass({ variant: "secondary" })}>
                <Icon name="phone" className="size-4" />
                <span>
                  <span className="sr-only">{t.callUs}</span>
                  {dealer.phone}
                </span>
              </a>
              <Link to={bookServiceHref} onClick={close} className={buttonClass()}>
                {t.bookService}
              </Link>
              <p className="text-center text-sm text-slate-600">{t.hours}</p>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
