import { useEffect } from "react";

/**
 * Buttons pressed before the page hydrated. Every page is whole before its scripts run, and its links and
 * forms work, but a button that only React handles (Add to Cart, the menu, a quantity step) does nothing
 * until then. The page's loader script (scripts-after-paint.server.ts) notes each such button pressed under
 * `window[earlyTapsKey]`; entry.client.tsx stops the noting as it starts hydration (from then on React
 * listens, and a press it handled must not be pressed twice); once the page has hydrated (the root's first
 * effect, `useEarlyTapsReplayed`), the buttons noted are pressed again, in order, and React handles them.
 */
const earlyTapsKey = "__earlyTaps";

/** What the loader keeps: the buttons pressed, and whether hydration has started (no more are noted). */
export type EarlyTaps = { controls: Element[]; closed?: boolean };

/** The loader's statement that starts noting presses; it runs before the page can be seen. */
export const noteEarlyTaps =
  `const taps=window.${earlyTapsKey}={controls:[]};` +
  `document.addEventListener("click",(event)=>{const control=event.target instanceof Element?` +
  `event.target.closest('button[type="button"]'):null;if(control&&!taps.closed)taps.controls.push(control)},true);`;

const earlyTaps = () => (window as unknown as Record<string, EarlyTaps | undefined>)[earlyTapsKey];

/** Stops noting presses: called as hydration starts. */
export function stopNotingEarlyTaps(): void {
  const taps = earlyTaps();
  if (taps) taps.closed = true;
}

/** Presses again, once, the buttons pressed before hydration that are still on the page. */
export function useEarlyTapsReplayed(): void {
  useEffect(() => {
    void replayEarlyTaps();
  }, []);
}

async function replayEarlyTaps(): Promise<void> {
  for (const control of earlyTaps()?.controls.splice(0) ?? []) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
    // React renders what a press changed after the press's task; the next press must see it (the quantity
    // stepped up before Add to Cart).
    await new Promise((resolve) => setTimeout(resolve));
  }
}
