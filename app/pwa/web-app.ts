import { dealer } from "~/lib/dealer";

/**
 * The installable app: its manifest, icons and the files the service worker and the offline page are
 * built into (scripts/build-web-app.ts writes them beside the client build). Safe for the browser.
 */

/** The brand blue (theme.css --color-brand-600): the phone's status bar and the app's splash screen. */
export const themeColour = "#1a56db";

export const serviceWorkerPath = "/sw.js";
export const offlineScriptPath = "/offline.js";
/**
 * How long this phone keeps the last order and repair looked up, for the offline page (saved-tracking.ts):
 * long enough for a delivery or a visit, short on a shared phone.
 */
export const keptDays = 7;
export const manifestPath = "/manifest.webmanifest";

/** The offline page of each language (the service worker caches both). */
export const offlinePagePaths = { en: "/offline", ta: "/ta/offline" } as const;

/** The manifest's PNG icons, drawn from the brand mark by the build; a maskable one fills its square. */
export const appIcons = [
  { path: "/icons/icon-192.png", size: 192, maskable: false },
  { path: "/icons/icon-512.png", size: 512, maskable: false },
  { path: "/icons/icon-maskable-512.png", size: 512, maskable: true },
] as const;

/** The home-screen icon iPhones use (they round the corners themselves, so it fills its square). */
export const appleTouchIcon = { path: "/icons/apple-touch-icon.png", size: 180, maskable: true } as const;

/** A route `handle` for pages sent without the router's scripts (root.tsx leaves them out). */
export const staticPageHandle = { staticPage: true } as const;

export function isStaticPage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "staticPage" in handle;
}

/** The web app manifest: what a phone needs to add the shop to its home screen. */
export function webAppManifest() {
  return {
    id: "/",
    name: dealer.name,
    short_name: dealer.shortName,
    description: `${dealer.tagline}: appliances, doorstep repairs and order tracking.`,
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: themeColour,
    icons: appIcons.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.maskable ? "maskable" : "any",
    })),
  };
}
