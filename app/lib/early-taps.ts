import { useEffect } from "react";

/**
 * Buttons pressed before the page hydrated. Every page is whole before its scripts run, and its links and
 * forms work, but a button that only React handles (Add to Cart, the menu, a quantity step) does nothing
 * until then. The page's loader script (scripts-after-paint.server.ts) notes each such button pressed before
 * hydration under `window[earlyTapsKey]`; once the page has hydrated (the root's first effect,
 * `useEarlyTapsReplayed`), they are pressed again, in order, and React handles them.
 */
const earlyTapsKey = "__earlyTaps";

/** What the loader keeps: the buttons pressed, and whether they were handed over (no more are noted). */
export type EarlyTaps = { controls: Element[]; replayed?: boolean };

/** The loader's statement that starts noting presses; it runs before the page can be seen. */
export const noteEarlyTaps =
  `const taps=window.${earlyTapsKey}={controls:[]};` +
  `document.addEventListener("click",(event)=>{const control=event.target instanceof Element?` +
  `event.target.closest('button[type="button"]'):null;if(control&&!taps.replayed)taps.controls.push(control)},true);`;

/** Presses again, once, the buttons pressed before hydration that are still on the page. */
export function useEarlyTapsReplayed(): void {
  useEffect(() => {
    void replayEarlyTaps();
  }, []);
}

async function replayEarlyTaps(): Promise<void> {
  const taps = (window as unknown as Record<string, EarlyTaps | undefined>)[earlyTapsKey];
  if (!taps || taps.replayed) return;
  taps.replayed = true;
  for (const control of taps.controls.splice(0)) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
    // React renders what a press changed after the press's task; the next press must see it (the quantity
    // stepped up before Add to Cart).
    await new Promise((resolve) => setTimeout(resolve));
  }
}
