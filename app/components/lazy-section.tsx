import { type ComponentType, Suspense, lazy, memo, useState } from "react";

/** Resolves once the page has loaded and the browser is idle; at once on the server. */
function afterPageLoad(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const whenIdle = () =>
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
        : window.setTimeout(resolve, 200);
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  });
}

/**
 * A part of the page whose code the browser fetches after the page has loaded, not with it. The server
 * renders it in full (entry.server waits for every boundary), and React keeps that HTML in place until the
 * code arrives, then hydrates it: nothing flashes or shifts. Until then a link in it is a plain link and a
 * form posts without script.
 *
 * The memo matters: a re-render that reached the boundary before it hydrated would make React drop the
 * server HTML and show the empty fallback instead. Pass props that keep their identity (loader data, not
 * freshly made objects or elements).
 */
export function lazySection<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const loading = () => load().then((component) => (loaded = component));
  // The server has the code at hand: load it now, so no page render has to wait for it.
  if (typeof window === "undefined") void loading();
  const Lazy = lazy(async () => {
    await afterPageLoad();
    try {
      return { default: await loading() };
    } catch {
      // The code did not arrive (a dropped connection): leave the server HTML as it is, links and forms
      // working without script, rather than replacing the page with the error screen.
      return new Promise<never>(() => {});
    }
  });
  return memo(function LazySection(props: Props) {
    // Each instance keeps the component it started with: switching from Lazy to the loaded component
    // would remount the section.
    const [Section] = useState(() => loaded ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    );
  });
}
