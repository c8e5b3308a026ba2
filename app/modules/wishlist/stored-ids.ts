import { createStoredValue, type StoredValue } from "~/lib/stored-value";

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

export type StoredIds = StoredValue<readonly string[]>;

export function createStoredIds(key: string, max: number): StoredIds {
  return createStoredValue<readonly string[]>({
    key,
    empty,
    parse: (raw) => {
      const parsed = parseStoredIds(raw, max);
      return { value: parsed.ids.length === 0 ? empty : Object.freeze(parsed.ids), corrupt: parsed.corrupt };
    },
    serialize: (ids) => {
      const unique = [...new Set(ids.filter(isProductIdString))].slice(0, max);
      return unique.length === 0 ? null : JSON.stringify(unique);
    },
  });
}
