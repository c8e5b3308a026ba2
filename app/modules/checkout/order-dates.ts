const dayFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const placedFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** '2025-07-17' → 'Thursday, 17 July 2025' (a calendar date: no time zone shifts it). */
export function formatDeliveryDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return dayFormat.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}

/** An ISO timestamp in India time, e.g. '14 July 2025 at 3:05 pm'. */
export function formatPlacedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : placedFormat.format(date);
}
