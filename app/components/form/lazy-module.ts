/**
 * A module loaded once, on first use: forms load their schema (and zod) when the visitor starts on the
 * form rather than with the page, which keeps first-load JavaScript within budget. `current()` is the
 * module once loaded, so a submit can be checked at once without waiting.
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined; // a dropped connection: try again next time
          throw error;
        },
      );
      return pending;
    },
    current: (): T | undefined => loaded,
  };
}
