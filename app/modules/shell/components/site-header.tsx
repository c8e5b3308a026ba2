import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useRef, useState, type ComponentType } from "react";

import { headerText } from "~/components/texts/en/header";
import { Link, NavLink } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { onDemand } from "~/components/on-demand";
import { buttonClass } from "~/components/ui/button-styles";

import { SiteLogo } from "./site-logo";
import { CartButton } from "./cart-button";
import { MobileDrawer } from "./mobile-drawer";
import { useNavBreakpoint } from "./nav-breakpoint";
import type { SearchCombobox as SearchComboboxType } from "./search-combobox";
import { SearchForm } from "./search-form";
import { useShopQuery } from "./search-query";
import { bookServiceHref, mainNavLinks } from "./shell-links";
import { useCloseOnNavigation } from "./use-close-on-navigation";
import { AccountLink, WishlistLink } from "./header-links";

const navLinkClass = "nav-link";

// The suggestions' code comes when the search panel is first opened (or its toggle hovered or focused);
// until then the panel holds the plain search form, which works on its own.
const searchCombobox = onDemand(() => import("./search-combobox").then((module) => module.SearchCombobox));

/** The combobox once its code is here, with what the shopper had typed and whether the field had focus. */
type LoadedSearch = {
  Combobox: ComponentType<React.ComponentProps<typeof SearchComboboxType>>;
  query: string;
  value: string;
  focused: boolean;
};

export function SiteHeader() {
  const [searchOpen, setSearchOpen] = useState(false);
  // The search panel is made when first opened, then kept (hidden when closed, with what was typed): its
  // toggle needs the page's code anyway, and sent hidden with every page it weighed 1.1 KB of HTML.
  const [panelMade, setPanelMade] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const query = useShopQuery();
  const [search, setSearch] = useState<LoadedSearch>();
  const t = useText(headerText);
  const breakpoint = useNavBreakpoint();

  useCloseOnNavigation(() => setSearchOpen(false));

  useEffect(() => {
    if (searchOpen) inputRef.current?.focus();
  }, [searchOpen]);

  // The combobox takes the plain form's place: keep the text typed so far and the focus.
  useEffect(() => {
    const input = inputRef.current;
    if (!search?.focused || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [search]);

  function loadSearch() {
    if (search) return;
    searchCombobox.load().then(
      (Combobox) => {
        const input = inputRef.current;
        setSearch(
          (loaded) =>
            loaded ?? {
              Combobox,
              query,
              value: input?.value ?? query,
              focused: input !== null && document.activeElement === input,
            },
        );
      },
      // Without the code the plain form still searches.
      () => {},
    );
  }

  function closeSearch() {
    setSearchOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <SiteLogo />
        <nav aria-label={t.mainNav} className={`ml-auto ${breakpoint.nav}`}>
          <ul className="flex items-center gap-1">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={navLinkClass}>
                  {t[link.text]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={`ml-auto flex shrink-0 items-center gap-1 ${breakpoint.actions}`}>
          <AccountLink />
          <WishlistLink />
          <div data-slot="cart">
            <CartButton />
          </div>
          <button
            ref={toggleRef}
            type="button"
            aria-label={t.toggleSearch}
            aria-expanded={searchOpen}
            aria-controls={panelMade ? panelId : undefined}
            onPointerEnter={loadSearch}
            onFocus={loadSearch}
            onClick={() => {
              loadSearch();
              setPanelMade(true);
              setSearchOpen((open) => !open);
            }}
            className={buttonClass({
              variant: "ghost",
              size: "icon",
              className: "aria-expanded:bg-slate-100",
            })}
          >
            {searchOpen ? <Icon name="x" className="size-5" /> : <Icon name="search" className="size-5" />}
          </button>
          <MobileDrawer />
        </div>
      </div>

      {panelMade && (
        <div
          id={panelId}
          hidden={!searchOpen}
          onKeyDown={(event) => {
            if (event.key === "Escape") closeSearch();
          }}
          className="border-t border-slate-200 bg-slate-50"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6 lg:px-8">
            {search ? (
              <search.Combobox
                key={query}
                label={t.searchProducts}
                defaultValue={search.query === query ? search.value : query}
                inputRef={inputRef}
                className="flex flex-1 gap-2"
                submitButton={searchButton}
              />
            ) : (
              <SearchForm
                key={query}
                label={t.searchProducts}
                defaultValue={query}
                inputRef={inputRef}
                className="flex flex-1 gap-2"
                submitButton={searchButton}
              />
            )}
            <Link to={bookServiceHref} className={buttonClass({ className: "sm:flex-none" })}>
              {t.bookService}
            </Link>
          </div>
        </div>
      )}
    </header>
  );
}

function SearchButton() {
  return (
    <button type="submit" className={buttonClass()}>
      <Icon name="search" className="size-4" />
      <span>{useText(headerText).search}</span>
    </button>
  );
}

const searchButton = <SearchButton />;
