import { createStoredIds } from "../wishlist/stored-ids";

const compareStorageKey = "compare";

/** At most this many products side by side. */
export const compareLimit = 4;

/** The ticked product ids, in the order ticked, in localStorage under 'compare'. */
export const compareIds = createStoredIds(compareStorageKey, compareLimit);

export type CompareToggleResult = "added" | "removed" | "full";

/** The selection after ticking or unticking `id`; a fifth product is refused and nothing changes. */
export function toggledCompare(
  ids: readonly string[],
  id: string,
): { ids: string[]; result: CompareToggleResult } {
  if (ids.includes(id)) return { ids: ids.filter((picked) => picked !== id), result: "removed" };
  if (ids.length >= compareLimit) return { ids: [...ids], result: "full" };
  return { ids: [...ids, id], result: "added" };
}

/** The compare page for these ids, e.g. '/compare?ids=1,5,9'. */
export function compareHref(ids: readonly string[]): string {
  return ids.length === 0 ? "/compare" : `/compare?ids=${ids.slice(0, compareLimit).join(",")}`;
}

/** The compare page's address once `id` is taken out of the ones shown. */
export function compareHrefWithout(ids: readonly string[], id: string): string {
  return compareHref(ids.filter((shown) => shown !== id));
}
