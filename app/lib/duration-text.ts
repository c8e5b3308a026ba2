/** "1 hour", "2 hours": a whole number of hours as the pages write it. */
export function hoursText(hours: number): string {
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}
