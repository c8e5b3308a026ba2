import { createStoredValue } from "~/lib/stored-value";

import { keptDays } from "./web-app";

/**
 * A tracking page as it last looked on this phone, kept in this browser's localStorage only, so the offline
 * page can show it when the signal drops. The texts are stored as shown, in the page's language.
 */
export type SavedTracking = {
  /** "Order ORD-250616-1234" */
  title: string;
  /** The current status, "Shipped" */
  status: string;
  rows: [label: string, value: string][];
  /** When it was looked up, e.g. "Last updated 16 Jun, 3:05 pm". */
  savedText: string;
  /** The same moment in milliseconds: the phone forgets it `keptDays` later. */
  savedAt: number;
};

const keptMs = keptDays * 24 * 60 * 60_000;

const maxRows = 20;
const maxText = 500;

const isText = (value: unknown): value is string => typeof value === "string" && value.length <= maxText;

/**
 * The stored text as a snapshot; anything else (edited by hand, another version's shape) is corrupt. One
 * saved more than `keptDays` ago (or, by a wrong clock, in the future) is forgotten.
 */
export function parseSavedTracking(
  raw: string,
  now = Date.now(),
): { value: SavedTracking | null; corrupt?: boolean; cleaned?: null } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { value: null, corrupt: true };
  }
  if (typeof value !== "object" || value === null) return { value: null, corrupt: true };
  const { title, status, rows, savedText, savedAt } = value as Record<string, unknown>;
  const rowsOk =
    Array.isArray(rows) &&
    rows.length <= maxRows &&
    rows.every((row) => Array.isArray(row) && row.length === 2 && row.every(isText));
  if (!rowsOk || ![title, status, savedText].every(isText) || typeof savedAt !== "number") {
    return { value: null, corrupt: true };
  }
  if (!(savedAt <= now + 60_000 && now - savedAt < keptMs)) return { value: null, cleaned: null };
  return {
    value: {
      title: title as string,
      status: status as string,
      rows: rows as [string, string][],
      savedText: savedText as string,
      savedAt,
    },
  };
}

function savedTracking(key: string) {
  return createStoredValue<SavedTracking | null>({
    key,
    empty: null,
    parse: (raw) => parseSavedTracking(raw),
    serialize: (value) => (value ? JSON.stringify(value) : null),
  });
}

/** The last order looked up on /track-order on this phone. */
export const lastTrackedOrder = savedTracking("last-tracked-order");
/** The last booking looked up on /track-service on this phone. */
export const lastTrackedBooking = savedTracking("last-tracked-booking");

/** Signing out forgets both: the next person on a shared phone sees neither. */
export function forgetSavedTracking(): void {
  lastTrackedOrder.write(null);
  lastTrackedBooking.write(null);
}
