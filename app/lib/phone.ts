/** Customer and technician phone numbers as stored (digits only). Safe for the browser. */

/** An Indian mobile number as typed, spaces and dashes removed: 10 digits from 6-9, after +91 or 0. */
export const indianMobilePattern = /^(?:\+91|0)?[6-9]\d{9}$/;

/** An Indian postal pincode: six digits, never starting with 0. */
export const pincodePattern = /^[1-9]\d{5}$/;

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
