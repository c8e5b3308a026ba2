import { useEffect } from "react";

import { serviceWorkerPath } from "./web-app";

/**
 * Registers the service worker once the page has loaded (production builds only: the development server
 * has no /sw.js). `updateViaCache: "none"` makes every update check ask the server, so a new deployment is
 * found on the next visit.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker
        .register(serviceWorkerPath, { scope: "/", updateViaCache: "none" })
        .catch(() => {});
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
}
