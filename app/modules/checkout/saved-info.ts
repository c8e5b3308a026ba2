import { contactAndAddressFields } from "../orders/checkout-fields";

/** 'Save my information for next time': the contact and address fields, kept in this browser only. */
export const savedInfoKey = "checkout-info";

const savedInfoFields = contactAndAddressFields;

type SavedInfoField = (typeof savedInfoFields)[number];
export type SavedInfo = Partial<Record<SavedInfoField, string>>;

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const maxLength = 300;

/** The saved details, or null when there are none; a corrupt value is removed and ignored. */
export function readSavedInfo(storage: StorageLike): SavedInfo | null {
  let raw: string | null;
  try {
    raw = storage.getItem(savedInfoKey);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const parsed = parseSavedInfo(raw);
  if (!parsed) {
    try {
      storage.removeItem(savedInfoKey);
    } catch {
      // storage refused: nothing more to do
    }
  }
  return parsed;
}

function parseSavedInfo(raw: string): SavedInfo | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const info: SavedInfo = {};
  for (const field of savedInfoFields) {
    const entry = (value as Record<string, unknown>)[field];
    if (entry === undefined) continue;
    if (typeof entry !== "string" || entry.length > maxLength) return null;
    if (entry !== "") info[field] = entry;
  }
  return Object.keys(info).length > 0 ? info : null;
}

/** Keeps the named fields from a submitted form; everything else (payment, consent) is left out. */
export function pickSavedInfo(values: Record<string, unknown>): SavedInfo {
  const info: SavedInfo = {};
  for (const field of savedInfoFields) {
    const entry = values[field];
    if (typeof entry === "string" && entry.trim() !== "") info[field] = entry.trim().slice(0, maxLength);
  }
  return info;
}

export function writeSavedInfo(storage: StorageLike, info: SavedInfo): void {
  try {
    storage.setItem(savedInfoKey, JSON.stringify(info));
  } catch {
    // storage full or disabled: the details are simply not remembered
  }
}

export function forgetSavedInfo(storage: StorageLike): void {
  try {
    storage.removeItem(savedInfoKey);
  } catch {
    // storage disabled: nothing was saved
  }
}
