/** Who installs an order's appliances (checkout's choice): read from a form, and named for staff. */
import { installationChoices, type InstallationBy } from "../../../db/enums";

/** Who installs, as the back office and the dealer's e-mails say it. */
export const installationByLabels: Record<InstallationBy, string> = {
  dealer: "our technicians",
  brand: "the brand's service centre",
  none: "not needed",
};

/** Who installs, as posted: one of the choices, or null when it is missing or not one of them. */
export function installationBy(value: unknown): InstallationBy | null {
  const text = typeof value === "string" ? value.trim() : "";
  return (installationChoices as readonly string[]).includes(text) ? (text as InstallationBy) : null;
}
