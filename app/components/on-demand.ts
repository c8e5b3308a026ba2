import { startTransition, useEffect, useState } from "react";

/**
 * Code the browser fetches the first time the shopper reaches for it (opens a panel or a menu), not with
 * the page. `load` fetches it once and shares the answer; call it early (on hover or focus) to save the
 * wait. `useLoaded(wanted)` gives the code once it is wanted and has arrived, undefined until then; the
 * server never loads it, so the server HTML is whatever the caller shows meanwhile. The code is shown in a
 * transition: if it waits for something more (a Tamil page's texts), what was on screen stays until then.
 */
export function onDemand<T>(fetchCode: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;

  function load(): Promise<T> {
    loading ??= fetchCode().then(
      (value) => (loaded = value),
      (error: unknown) => {
        // A dropped connection: let the next attempt fetch again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  function useLoaded(wanted: boolean): T | undefined {
    const [value, setValue] = useState<T | undefined>(() => loaded);
    useEffect(() => {
      if (!wanted || value !== undefined) return;
      let current = true;
      load().then(
        (code) => {
          if (current) startTransition(() => setValue(() => code));
        },
        () => {},
      );
      return () => {
        current = false;
      };
    }, [wanted, value]);
    return value;
  }

  return { load, useLoaded };
}
