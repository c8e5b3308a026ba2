import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/** False in the server HTML and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * A value the browser computes for itself (e.g. today's date on a page that may be cached), with the
 * server's value in the server HTML and during hydration so the two never mismatch.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}
