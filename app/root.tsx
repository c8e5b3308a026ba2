import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";

import type { Route } from "./+types/root";
import "./app.css";
import tamilRegular from "./assets/fonts/noto-sans-tamil-tamil-400-normal.woff2?url";
import tamilBold from "./assets/fonts/noto-sans-tamil-tamil-700-normal.woff2?url";
import { getEnv, publicUrl } from "./lib/env.server";
import { paymentGateway } from "./modules/payments/gateway.server";
import { ErrorScreen } from "./components/error-screen";
import { htmlLang } from "./i18n/locale";
import { useEarlyInputReplayed } from "./lib/early-taps";
import "./i18n/tamil.client";
import { useLocale } from "./i18n/use-locale";
import { appleTouchIcon, isStaticPage, manifestPath, themeColour } from "./pwa/web-app";
import { useServiceWorker } from "./pwa/register-service-worker";

export function loader() {
  const env = getEnv();
  return { publicUrl: publicUrl(env), onlinePayment: paymentGateway(env) !== null };
}

/** The root's data is the process's settings: a submit never changes it (nor fails for want of signal). */
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: manifestPath },
  { rel: "apple-touch-icon", href: appleTouchIcon.path },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The offline page is shown for any address once cached: the router's scripts would try to load that address.
  const scripted = !useMatches().some((match) => isStaticPage(match.handle));
  const locale = useLocale();
  return (
    <html lang={htmlLang[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColour} />
        {locale === "ta"
          ? // Tamil pages start fetching their letters, text and headings, with the HTML, so neither swaps
            // fonts late and moves what is below it.
            [tamilRegular, tamilBold].map((font) => (
              <link
                key={font}
                rel="preload"
                as="font"
                type="font/woff2"
                href={font}
                crossOrigin="anonymous"
              />
            ))
          : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {scripted ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  useServiceWorker();
  useEarlyInputReplayed();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
