import { useEffect } from "react";

/**
 * Buttons pressed, and text typed, before the page hydrated. Every page is whole before its scripts run, and
 * its links and forms work, but a button that only React handles (Add to Cart, the menu, a quantity step)
 * does nothing until then. The page's loader script (scripts-after-paint.server.ts) notes each such button
 * pressed under `window[earlyTapsKey]`; entry.client.tsx stops the noting as it starts hydration (from then
 * on React listens, and a press it handled must not be pressed twice); once the page has hydrated (the root's
 * first effect, `useEarlyInputReplayed`), the buttons noted are pressed again, in order, and React handles
 * them. Typed text needs no noting: the fields hold it (replayEarlyTyping).
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

/**
 * Once the page has hydrated: hands React what was typed before it (replayEarlyTyping), then presses again,
 * once, the buttons pressed before it that are still on the page.
 */
export function useEarlyInputReplayed(): void {
  useEffect(() => {
    replayEarlyTyping();
    void replayEarlyTaps();
  }, []);
}

/** The fields a visitor types text into. */
const typedFields =
  'input:is(:not([type]),[type="text"],[type="email"],[type="tel"],[type="number"],[type="search"],[type="url"]),textarea';

/**
 * Text typed into a field before the page hydrated. The browser shows it, but React, which adopted the
 * field with the value it rendered, sets that value back the next time the field's component renders (the
 * product editor's price went back to the old one as its preview updated). For each field whose text
 * differs from the value it was rendered with, the text is set as an input event would: past React's own
 * record of the value, so React sees a change and the field's onChange takes it, as if typed now. Runs in
 * the root's first effect, before anything re-renders a field.
 */
function replayEarlyTyping(): void {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(typedFields)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const ownValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value");
    if (!ownValue?.set) continue;
    // React keeps the last value it knows through the element's own setter: it knows the rendered one.
    field.value = field.defaultValue;
    ownValue.set.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

async function replayEarlyTaps(): Promise<void> {
  for (const control of earlyTaps()?.controls.splice(0) ?? []) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
    // React renders what a press changed after the press's task; the next press must see it (the quantity
    // stepped up before Add to Cart).
    await new Promise((resolve) => setTimeout(resolve));
  }
}
