/**
 * A value kept in localStorage under one key, readable by React through useSyncExternalStore. The
 * browser is not trusted: `parse` turns the stored text into a value, says when the text is unusable
 * (it is then removed) and may hand back a cleaned text to store in its place.
 */

type ParsedStoredValue<T> = {
  value: T;
  /** The stored text cannot be used at all: it is removed. */
  corrupt?: boolean;
  /** A cleaned text to store instead (e.g. some entries were dropped); undefined keeps the text. */
  cleaned?: string | null;
};

export type StoredValueOptions<T> = {
  key: string;
  /** What the server and an empty storage read as; also given back for a corrupt value. */
  empty: T;
  parse: (raw: string) => ParsedStoredValue<T>;
  /** The text to store, or null to remove the key (e.g. an empty list). */
  serialize: (value: T) => string | null;
  /** Told when a stored value is corrupt, or the storage refuses a write. */
  onError?: (message: string, error?: unknown) => void;
};

export type StoredValue<T> = {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => T;
  getServerSnapshot: () => T;
  write: (value: T) => void;
};

export function createStoredValue<T>({
  key,
  empty,
  parse,
  serialize,
  onError,
}: StoredValueOptions<T>): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T = empty;

  function readRaw(): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function store(raw: string | null) {
    try {
      if (raw === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, raw);
    } catch (error) {
      // Quota exceeded or storage disabled: the change cannot be kept.
      onError?.(`Could not save '${key}' in this browser`, error);
    }
  }

  function getSnapshot(): T {
    const raw = readRaw();
    // The same stored text must give the same value, or React would render forever.
    if (raw === cachedRaw) return cachedValue;
    if (raw === null) {
      cachedRaw = null;
      cachedValue = empty;
      return empty;
    }
    const parsed = parse(raw);
    if (parsed.corrupt) {
      onError?.(`The saved '${key}' could not be read and was removed`);
      store(null);
      cachedRaw = null;
      cachedValue = empty;
      return empty;
    }
    if (parsed.cleaned !== undefined && parsed.cleaned !== raw) {
      store(parsed.cleaned);
      cachedRaw = readRaw();
    } else {
      cachedRaw = raw;
    }
    cachedValue = parsed.value;
    return cachedValue;
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    // key null: another tab cleared all storage.
    if (event.key === key || event.key === null) notify();
  }

  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      if (listeners.size === 1) window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot,
    getServerSnapshot: () => empty,
    write: (value) => {
      store(serialize(value));
      notify();
    },
  };
}
