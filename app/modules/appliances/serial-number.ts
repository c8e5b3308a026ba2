// Serial numbers as staff type them from a unit's label. Safe for the browser.

export const serialNumberMaxLength = 40;

export const serialNumberMessage = `Serial numbers are 3 to ${serialNumberMaxLength} letters, digits, spaces or - / .`;

const serialPattern = /^[A-Z0-9][A-Z0-9 ./-]{1,38}[A-Z0-9]$/;

/** The serial as stored (trimmed, single spaces, upper case), null for a blank field, or false if invalid. */
export function normaliseSerial(value: string): string | null | false {
  const serial = value.trim().replace(/\s+/g, " ").toUpperCase();
  if (serial === "") return null;
  return serialPattern.test(serial) ? serial : false;
}

/** The form field that carries the serial of one unit of an order line. */
export function serialFieldName(orderLineId: number, unit: number): string {
  return `serial-${orderLineId}-${unit}`;
}

/** The serials posted by the delivery or serial-number form, keyed by field name ("serial-12-1"). */
export function postedSerials(form: FormData): Record<string, string> {
  const serials: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (/^serial-\d{1,10}-\d{1,2}$/.test(name) && typeof value === "string") {
      serials[name] = value.slice(0, 100);
    }
  }
  return serials;
}
