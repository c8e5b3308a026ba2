import { customerLanguages, type CustomerLanguage } from "../../db/enums";

/** The shop's languages. English pages keep their paths; Tamil pages live under /ta. */
export const locales = customerLanguages;
export type Locale = CustomerLanguage;

const tamilPrefix = "/ta";

/** The value of `<html lang>` and `hreflang` for each language. */
export const htmlLang: Record<Locale, string> = { en: "en-IN", ta: "ta" };

/** The language's own name, as the switch shows it. */
export const languageName: Record<Locale, string> = { en: "English", ta: "தமிழ்" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The language of a path: "/ta" and "/ta/..." are Tamil, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === tamilPrefix || pathname.startsWith(`${tamilPrefix}/`) ? "ta" : "en";
}

/** The English path of a page ("/ta/shop?x=1" -> "/shop?x=1"). */
export function basePath(path: string): string {
  if (localeOfPath(path.split(/[?#]/, 1)[0] ?? "") !== "ta") return path;
  const rest = path.slice(tamilPrefix.length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/**
 * The same page in a language: `localePath("/shop?x=1", "ta")` is "/ta/shop?x=1". Only site-absolute paths
 * change; "#top", "https://…", "tel:…" and API paths are returned as they are.
 */
export function localePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//") || isUnlocalizedPath(path)) return path;
  const english = basePath(path);
  if (locale === "en") return english;
  return english === "/"
    ? tamilPrefix
    : english.startsWith("/?") || english.startsWith("/#")
      ? `${tamilPrefix}${english.slice(1)}`
      : `${tamilPrefix}${english}`;
}

/** Paths that are the same in every language: resources, images, the back office. */
function isUnlocalizedPath(path: string): boolean {
  return /^\/(api|admin|media|images|assets|fonts|icons|sitemap\.xml|robots\.txt|healthz|manifest\.webmanifest|sw\.js)(\/|\?|#|$)/.test(
    path,
  );
}

/** The language of the page a request is for (loaders and actions: redirects, messages, stored orders). */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}
