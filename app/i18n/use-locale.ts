import { useLocation } from "react-router";

import { htmlLang, localeOfPath, localePath, type Locale } from "./locale";

/** The page's language, from its path. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Turns a site path into the same page in the current language: `to("/shop")` is "/ta/shop" on Tamil pages. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localePath(path, locale);
}

/**
 * The lang attribute of catalogue text staff write in English (titles, highlights, specifications,
 * descriptions): set on Tamil pages, where a screen reader would otherwise read it with a Tamil voice.
 */
export function useEnglishLang(): string | undefined {
  return useLocale() === "ta" ? htmlLang.en : undefined;
}
