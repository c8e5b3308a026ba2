import { z } from "zod";

import { indianMobilePattern } from "~/lib/phone";

const technicianNameField = z
  .string({ error: "Please enter the technician's name." })
  .trim()
  .min(1, "Please enter the technician's name.")
  .min(2, "The name must be between 2 and 60 characters.")
  .max(60, "The name must be between 2 and 60 characters.");

/** Optional; stored as ten digits like the customers' numbers. */
const technicianPhoneField = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ""))
  .refine((value) => value === "" || indianMobilePattern.test(value), {
    error: "Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9, or leave it empty.",
  })
  .transform((value) => (value === "" ? null : value.slice(-10)));

export const addTechnicianSchema = z.object({ name: technicianNameField, phone: technicianPhoneField });

export const renameTechnicianSchema = z.object({ name: technicianNameField });
