import { createContext, use, useContext } from "react";

import type { Locale } from "./locale";
import { useLocale } from "./use-locale";

/** A message: plain text, or a function of the values it names (a count, a name, a date). */
type Message = string | ((...values: never[]) => string);
type Messages = Record<string, Message>;

/** A catalogue namespace: its name (the file name of its `texts/en` and `texts/ta` files) and its English texts. */
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

/**
 * Declares a namespace. The Tamil file `<dir>/texts/ta/<name>.ts` beside it default-exports `TamilOf<typeof it>`;
 * a key missing there fails the type check, a missing file fails `text-catalogues.test.ts`.
 */
export function defineText<const M extends Messages>(name: string, en: M): Text<M> {
  return { name, en };
}

/** A message that travels from a rule, a schema or an action to whoever shows it: `<namespace>:<key>`. */
type MessageCode<N extends string = string, K extends string = string> = `${N}:${K}`;

/** A namespace of messages that travel as codes; `code.<key>` is what a schema or an action answers. */
export type MessageText<N extends string, M extends Record<string, string>> = Text<M> & {
  readonly code: { readonly [K in keyof M & string]: MessageCode<N, K> };
};

/**
 * Declares a namespace of messages that travel (a schema's field errors, an action's refusals) as codes.
 * Whoever shows one knows the page's language and writes it with `useMessageText`.
 */
export function defineMessages<const N extends string, const M extends Record<string, string>>(
  name: N,
  en: M,
): MessageText<N, M> {
  const code = Object.fromEntries(Object.keys(en).map((key) => [key, `${name}:${key}`]));
  return { name, en, code } as unknown as MessageText<N, M>;
}

type TamilFiles = Record<string, (() => Promise<TamilModule>) | TamilModule>;

/** Called once per bundle with the Tamil files (lazy in the browser, already loaded on the server). */
export function registerTamil(files: TamilFiles): void {
  for (const [path, file] of Object.entries(files)) {
    const name = path.replace(/^.*\/([^/]+)\.ts$/, "$1");
    if (typeof file === "function") tamilLoaders.set(name, file);
    else tamilLoaded.set(name, file.default);
  }
}

let tamilIndex: (() => Promise<TamilFiles>) | undefined;
let tamilIndexed: Promise<void> | undefined;

/** Registers the Tamil files when first needed: `load` fetches their list (tamil.client.ts). */
export function registerTamilIndex(load: () => Promise<TamilFiles>): void {
  tamilIndex = load;
  tamilIndexed = undefined;
}

/** Settles once the Tamil files are registered; a list that failed to arrive is asked for again next time. */
function tamilFilesKnown(): Promise<void> {
  if (!tamilIndex) return Promise.resolve();
  tamilIndexed ??= tamilIndex().then(registerTamil, (error: unknown) => {
    tamilIndexed = undefined;
    throw error;
  });
  return tamilIndexed;
}

/** A namespace's Tamil texts as a promise React's use() reads; one already here is a settled promise. */
function loadTamil(name: string): Pending {
  let pending = tamilPending.get(name);
  if (pending) return pending;
  const loaded = tamilLoaded.get(name);
  if (loaded) {
    pending = Object.assign(Promise.resolve(loaded), { status: "fulfilled", value: loaded });
    tamilPending.set(name, pending);
    return pending;
  }
  pending = tamilFilesKnown()
    .then(() => {
      const loader = tamilLoaders.get(name);
      if (!loader) throw new Error(`No Tamil texts for "${name}"`);
      return loader();
    })
    .then((module) => {
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
 * Collects, during a server render, the Tamil namespaces the page reads. entry.server.tsx writes their names
 * into the page (tamil-preloads.server.ts), and the browser loads them before it hydrates (entry.client.tsx),
 * so hydration renders the page once instead of stopping at each namespace whose file has not arrived.
 */
export const TamilTextsRead = createContext<Set<string> | null>(null);

/** The name of the meta tag that lists them. */
export const tamilTextsMeta = "tamil-texts";

/** Loads these Tamil namespaces, skipping names no file has: the ones a page read on the server. */
export async function loadTamilTexts(names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await tamilFilesKnown();
  await Promise.all(names.filter((name) => tamilLoaders.has(name)).map(loadTamil));
}

/**
 * A namespace's texts in the page's language. In the browser a Tamil page waits (suspends) for the namespace's
 * file the first time; the server's HTML stays on screen meanwhile.
 */
export function useText<M extends Messages>(text: Text<M>): M {
  const locale = useLocale();
  const read = useContext(TamilTextsRead);
  if (locale === "en") return text.en;
  read?.add(text.name);
  // Through use() whether the texts are here or not: a component that suspended here and is replayed once
  // they arrive must call use() again, or React replays its later hooks as updates of hooks it never
  // mounted (error #467, "Update hook called on initial render").
  return use(loadTamil(text.name)) as M;
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

/**
 * The namespaces whose codes the components below may show (a form's field messages, a page's refusals).
 * The form kit's field errors and alerts read it.
 */
export const MessageTexts = createContext<readonly Text[]>([]);

/** The namespace among `texts` and the key a code names; null for anything that is not such a code. */
function codeIn(message: string, texts: readonly Text[]): { text: Text; key: string } | null {
  const at = message.indexOf(":");
  if (at <= 0 || !/^[a-z-]+$/.test(message.slice(0, at))) return null;
  const text = texts.find((candidate) => candidate.name === message.slice(0, at));
  return text ? { text, key: message.slice(at + 1) } : null;
}

/** A code's text in a namespace's messages; the code itself when the key is not there. */
function written(message: string, key: string, messages: Messages): string {
  const value = messages[key];
  return typeof value === "string" ? value : message;
}

/** A code of one of the namespaces in a language; any other text (what staff typed, the back office's English) as it is. */
export function messageIn(message: string, texts: readonly Text[], locale: Locale): string {
  const code = codeIn(message, texts);
  return code ? written(message, code.key, textIn(code.text, locale)) : message;
}

/**
 * Writes a message code in the page's language: a code of `texts` or of the `MessageTexts` around the
 * component. A Tamil namespace not here yet is waited for, like `useText`; call what it returns while
 * rendering (it reads the texts with use()).
 */
export function useMessageText(...texts: Text[]): (message: string) => string {
  const locale = useLocale();
  const inScope = [...texts, ...useContext(MessageTexts)];
  const read = useContext(TamilTextsRead);
  return (message: string) => {
    const code = codeIn(message, inScope);
    if (!code) return message;
    if (locale === "en") return written(message, code.key, code.text.en);
    read?.add(code.text.name);
    return written(message, code.key, use(loadTamil(code.text.name)));
  };
}
