import { z } from "zod";

/** A checkbox's posted value: "on" (or true) when ticked; absent, or "off" as a form echoes it, when not. */
export const checkboxValue = () =>
  z
    .union([z.enum(["on", "true", "off", "false"]), z.boolean()])
    .optional()
    .transform((value) => value === true || value === "on" || value === "true");
