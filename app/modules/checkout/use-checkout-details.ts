import { useState } from "react";

import { useHydrated } from "~/lib/use-hydrated";

import { browserStorage } from "./browser-storage";
import { initialCheckoutValues, type SetCheckoutValue } from "./checkout-values";
import { forgetSavedInfo, pickSavedInfo, readSavedInfo, writeSavedInfo } from "./saved-info";

/**
 * The checkout form's values with 'Save my information for next time': the saved details fill the form
 * once, in the browser (never over what a form posted without JavaScript echoed back, nor over what the
 * server filled in from the signed-in account), and `remember()` keeps them, or forgets them when the box
 * is unticked, once the order is placed.
 */
export function useCheckoutDetails(echoed?: Record<string, string>, fromAccount?: Record<string, string>) {
  const enhanced = useHydrated();
  const [values, setValues] = useState(() => initialCheckoutValues(echoed ?? fromAccount));

  const [prefilled, setPrefilled] = useState(false);
  if (enhanced && !prefilled) {
    setPrefilled(true);
    const storage = echoed || fromAccount ? null : browserStorage("localStorage");
    const saved = storage ? readSavedInfo(storage) : null;
    if (saved)
      setValues((current) => ({ ...current, ...saved, state: saved.state || current.state, saveInfo: true }));
  }

  const set: SetCheckoutValue = (field, value) => setValues((current) => ({ ...current, [field]: value }));

  function remember() {
    const storage = browserStorage("localStorage");
    if (!storage) return;
    if (values.saveInfo) writeSavedInfo(storage, pickSavedInfo(values));
    else forgetSavedInfo(storage);
  }

  return { values, set, remember };
}
