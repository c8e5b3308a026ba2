import { gstStates } from "~/lib/gst-states";

/** States and union territories of India for the delivery address, by name: the GST list's names. */
export const indianStates = Object.values(gstStates).sort((a, b) => a.localeCompare(b, "en"));

export const defaultState = gstStates["33"];
