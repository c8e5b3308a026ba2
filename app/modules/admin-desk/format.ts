/** Dates and times on back-office pages, always in India time. Safe for the browser. */
const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "16 Jun 2025, 3:05 pm" for an ISO timestamp. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/**
 * The tel: link of a stored number: ten digits are an Indian number without its +91; longer ones (contact
 * messages keep 10 to 15 digits as written) already carry their country code.
 */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+91${digits}`;
  if (digits.length === 11 && digits.startsWith("0")) return `tel:+91${digits.slice(1)}`;
  return `tel:+${digits}`;
}

/** "98430 12345" */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}
