/** Page numbers for lists split over several pages. Safe for the browser. */
export type Paged<T> = { rows: T[]; total: number; page: number; pageCount: number; pageSize: number };

/** ?page= as a whole number of at least 1; anything else is page 1. */
export function pageFromParam(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function pageCountFor(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The same URL search with another page (page 1 drops the parameter). */
export function withPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const text = next.toString();
  return text ? `?${text}` : "?";
}
