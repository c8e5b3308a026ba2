import { cookiePairs, cookieValue } from "../lib/cookie-header";

import { isLocale, type Locale } from "./locale";

/**
 * The cookie that remembers the language a shopper chose with the switch. Only the home page's address reads
 * it (server/language-home.ts): every other address names its language, so pages stay the same for everyone.
 */
const languageCookie = "lang";
const oneYearSeconds = 365 * 24 * 60 * 60;

/** Remembers the choice for a year (in the browser, when the switch is used). */
export function rememberLanguage(locale: Locale): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${languageCookie}=${locale}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax${secure}`;
}

/** The language chosen with the switch, from a Cookie header; nothing for no choice or a tampered value. */
export function chosenLanguage(cookieHeader: string | undefined): Locale | undefined {
  const value = cookieValue(cookieHeader, languageCookie);
  return isLocale(value) ? value : undefined;
}

/** Whether a Cookie header holds nothing but the language choice, which no page other than "/" depends on. */
export function onlyLanguageCookie(cookieHeader: string): boolean {
  return cookiePairs(cookieHeader).every(([name]) => name === languageCookie);
}
