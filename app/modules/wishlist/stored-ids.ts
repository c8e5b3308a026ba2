/**
 * A list of product ids kept in localStorage under one key, readable by React through
 * useSyncExternalStore. The browser is not trusted: anything that is not a JSON array is removed and
 * read as empty, and entries that are not product id strings are dropped.
 */

const productIdPattern = /^[1-9]\d{0,9}$/;

export function isProductIdString(value: unknown): value is string {
  return typeof value === "string" && productIdPattern.test(value);
}

export type ParsedIds = { ids: string[]; corrupt: boolean };

/** The ids held in a stored value; `corrupt` when the value should be removed. */
export function parseStoredIds(raw: string | null, max: number): ParsedIds {
  if (raw === null) return { ids: [], corrupt: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ids: [], corrupt: true };
  }
  if (!Array.isArray(value)) return { ids: [], corrupt: true };
  const ids: string[] = [];
  for (const entry of value) {
    if (isProductIdString(entry) && !ids.includes(entry)) ids.push(entry);
    if (ids.length >= max) break;
  }
  return { ids, corrupt: false };
}

const empty: readonly string[] = Object.freeze([]);

export type StoredIds = {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => readonly string[];
  getServerSnapshot: () => readonly string[];
  write: (ids: readonly string[]) => void;
};

export function createStoredIds(key: string, max: number): StoredIds {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedIds: readonly string[] = empty;

  function readRaw(): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function getSnapshot(): readonly string[] {
    const raw = readRaw();
    // The same stored text must give the same array, or React would render forever.
    if (raw === cachedRaw) return cachedIds;
    const parsed = parseStoredIds(raw, max);
    if (parsed.corrupt) {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Storage is unavailable: reading it as empty is all we can do.
      }
    }
    cachedRaw = parsed.corrupt ? null : raw;
    cachedIds = parsed.ids.length === 0 ? empty : Object.freeze(parsed.ids);
    return cachedIds;
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
    write: (ids) => {
      const unique = [...new Set(ids.filter(isProductIdString))].slice(0, max);
      try {
        if (unique.length === 0) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(unique));
      } catch {
        // Quota exceeded or storage disabled: the change cannot be kept.
      }
      notify();
    },
  };
}
