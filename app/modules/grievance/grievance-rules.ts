/** Complaints: tickets and the rules' limits (decision 038). Safe for the browser, and light: it imports nothing. */

/** GRV-42: what the customer quotes, the receipt message carries and the board shows. */
export const complaintTicket = (id: number) => `GRV-${id}`;

/** The complaint id a ticket names, or null; "grv-42" and "GRV 42" as people type them. */
export function complaintIdOf(ticket: string): number | null {
  const match = /^\s*GRV[\s-]*(\d{1,9})\s*$/i.exec(ticket);
  return match ? Number(match[1]) : null;
}

/** E-Commerce Rules 2020, rule 4(5): the officer acknowledges a complaint within forty-eight hours. */
export const acknowledgeWithinHours = 48;

/** The same rule: and redresses it within one month from the date of receipt. */
export const resolveWithinMonths = 1;

export const maxComplaintPhotos = 4;
export const descriptionMinLength = 20;
export const descriptionMaxLength = 2000;
export const replyMinLength = 10;
export const replyMaxLength = 2000;
