import { useCallback, useEffect, useRef } from "react";

/** How long after a release without a click (a drag, a long press) held updates still wait. */
const releaseWithoutClickMs = 500;

/**
 * Holds back updates that may move the layout while a press is under way: from the pointer going down
 * anywhere on the page until the click it makes (or until it is given up). A message that vanishes as a
 * field loses focus would otherwise move the submit button from under the pointer between press and
 * release, and the press would land on nothing. On touch screens focus moves with the compatibility
 * mousedown that follows the finger's release, so the press lasts until the click, not the pointerup.
 *
 * `afterPress(update)` runs the update at once when no press is under way, else when it ends.
 */
export function usePressGuard(): (update: () => void) => void {
  const held = useRef<(() => void)[] | null>(null);

  useEffect(() => {
    let fallback: number | undefined;
    const release = () => {
      window.clearTimeout(fallback);
      const updates = held.current;
      held.current = null;
      updates?.forEach((update) => update());
    };
    const press = () => {
      window.clearTimeout(fallback);
      held.current ??= [];
    };
    const lift = () => {
      window.clearTimeout(fallback);
      fallback = window.setTimeout(release, releaseWithoutClickMs);
    };
    window.addEventListener("pointerdown", press, true);
    window.addEventListener("pointerup", lift, true);
    window.addEventListener("pointercancel", release, true);
    // Bubbling: by then the click has reached its target, and the form's submit follows it.
    window.addEventListener("click", release);
    return () => {
      window.removeEventListener("pointerdown", press, true);
      window.removeEventListener("pointerup", lift, true);
      window.removeEventListener("pointercancel", release, true);
      window.removeEventListener("click", release);
      release();
    };
  }, []);

  return useCallback((update: () => void) => {
    if (held.current) held.current.push(update);
    else update();
  }, []);
}
