import { use } from "react";

import type { Locale } from "./locale";
import { useLocale } from "./use-locale";

/** A message: plain text, or a function of the values it names (a count, a name, a date). */
type Message = string | ((...values: never[]) => string);
type Messages = Record<string, Message>;

/** A catalogue namespace: its name (the file name under `app/i18n/ta/`) and its English texts. */
export type Text<M extends Messages = Messages> = { readonly name: string; readonly en: M };

/** What the Tamil file of a namespace must hold: every key, each a string or a function of the same values. */
export type TamilOf<T extends Text> = {
  [K in keyof T["en"]]: T["en"][K] extends (...values: infer A) => string ? (...values: A) => string : string;
};

/** The texts a component reads, in the page's language: the English object's shape. */
export type TextOf<T extends Text> = T["en"];

export type TamilModule = { default: Messages };
type Pending = Promise<Messages>;

const tamilLoaders = new Map<string, () => Promise<TamilModule>>();
const tamilLoaded = new Map<string, Messages>();
const tamilPending = new Map<string, Pending>();

/** English message text -> the namespace and key it came from, for texts that travel as English (errors). */
const messageKeys = new Map<string, { text: Text; key: string }>();

/**
 * Declares a namespace. The Tamil file `app/i18n/ta/<name>.ts` default-exports `TamilOf<typeof it>`;
 * a key missing there fails the type check, a missing file fails `text-catalogues.test.ts`.
 */
export function defineText<const M extends Messages>(name: string, en: M): Text<M> {
  return { name, en };
}

/**
 * A namespace of messages that travel as their English text: validation errors from a schema, an action's
 * refusal. The form kit and `useMessageText` show them in the page's language by looking the English text up.
 */
export function defineMessages<const M extends Record<string, string>>(name: string, en: M): Text<M> {
  const text = defineText(name, en);
  for (const [key, value] of Object.entries(en)) messageKeys.set(value, { text, key });
  return text;
}

/** Called once per bundle with the Tamil files (lazy in the browser, already loaded on the server). */
export function registerTamil(files: Record<string, (() => Promise<TamilModule>) | TamilModule>): void {
  for (const [path, file] of Object.entries(files)) {
    const name = path.replace(/^.*\/([^/]+)\.ts$/, "$1");
    if (typeof file === "function") tamilLoaders.set(name, file);
    else tamilLoaded.set(name, file.default);
  }
}

function loadTamil(name: string): Pending {
  let pending = tamilPending.get(name);
  if (pending) return pending;
  const loader = tamilLoaders.get(name);
  if (!loader) throw new Error(`No Tamil texts for "${name}"`);
  pending = loader().then((module) => {
    tamilLoaded.set(name, module.default);
    return module.default;
  });
  // React's use() reads these, so a namespace that has arrived is used without suspending again.
  const tracked = pending;
  tracked.then(
    (value) => Object.assign(tracked, { status: "fulfilled", value }),
    () => tamilPending.delete(name),
  );
  tamilPending.set(name, pending);
  return pending;
}

/**
 * A namespace's texts in the page's language. In the browser a Tamil page waits (suspends) for the namespace's
 * file the first time; the server's HTML stays on screen meanwhile.
 */
export function useText<M extends Messages>(text: Text<M>): M {
  const locale = useLocale();
  if (locale === "en") return text.en;
  const loaded = tamilLoaded.get(text.name);
  return (loaded ?? use(loadTamil(text.name))) as M;
}

/**
 * A namespace's texts outside a component (server code, `meta`). On the server every language is loaded;
 * in the browser a Tamil namespace no component has loaded yet reads as English.
 */
export function textIn<M extends Messages>(text: Text<M>, locale: Locale): M {
  if (locale === "en") return text.en;
  return (tamilLoaded.get(text.name) ?? text.en) as M;
}

/** Starts loading a namespace's Tamil file (before a page that needs it is shown). */
export function preloadText(text: Text, locale: Locale): void {
  if (locale === "ta" && !tamilLoaded.has(text.name)) void loadTamil(text.name).catch(() => {});
}

/** An English message (a field's error, an action's refusal) in a language; unknown text is returned as it is. */
export function messageIn(message: string, locale: Locale): string {
  if (locale === "en") return message;
  const found = messageKeys.get(message);
  if (!found) return message;
  const tamil = tamilLoaded.get(found.text.name);
  const translated = tamil?.[found.key];
  return typeof translated === "string" ? translated : message;
}

/** `messageIn` for the page's language, loading the message's namespace when it is not here yet. */
export function useMessageText(): (message: string) => string {
  const locale = useLocale();
  return (message: string) => {
    if (locale === "en") return message;
    const found = messageKeys.get(message);
    if (found && !tamilLoaded.has(found.text.name)) use(loadTamil(found.text.name));
    return messageIn(message, locale);
  };
}
