import { useEffect } from "react";

import { isNetworkFailure } from "./network-failure";

const reloadedKey = "offline-reload";

/**
 * A page change whose data could not be fetched (the signal dropped) reloads the address, so the service
 * worker answers with the offline page instead of the crash screen. Once per address, so a page that
 * keeps failing online cannot reload forever.
 */
export function useOfflineReload(error: unknown): void {
  useEffect(() => {
    if (!isNetworkFailure(error) || !navigator.serviceWorker?.controller) return;
    try {
      if (sessionStorage.getItem(reloadedKey) === window.location.href) return;
      sessionStorage.setItem(reloadedKey, window.location.href);
    } catch {
      return;
    }
    window.location.reload();
  }, [error]);
}
