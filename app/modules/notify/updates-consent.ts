/** A posted updates checkbox as a form echoes it back: "on" or "off" (an unticked box posts nothing). */
export function consentEcho(value: unknown): "on" | "off" {
  return value === "on" || value === "true" ? "on" : "off";
}
