import { useLocation } from "react-router";

import { localeOfPath, localePath, type Locale } from "./locale";

/** The page's language, from its path. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Turns a site path into the same page in the current language: `to("/shop")` is "/ta/shop" on Tamil pages. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localePath(path, locale);
}
