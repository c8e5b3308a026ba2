import { z } from "zod";

import { serviceCategories } from "~/modules/booking/service-categories";

const applianceSlugs = serviceCategories.map((category) => category.slug) as [string, ...string[]];

/** A part's price as staff type it: rupees with at most two decimals, ₹1 to ₹1,00,000. */
const priceField = z
  .string({ error: "Please enter the price in rupees." })
  .trim()
  .transform((value) => value.replace(/^₹\s*/, "").replace(/,/g, ""))
  .refine((value) => /^\d{1,6}(\.\d{1,2})?$/.test(value), {
    error: "Please enter the price in rupees, e.g. 450 or 450.50.",
  })
  .transform((value) => Math.round(Number(value) * 100))
  .refine((paise) => paise >= 100 && paise <= 1_00_000_00, {
    error: "The price must be between ₹1 and ₹1,00,000.",
  });

const stockField = z
  .string({ error: "Please enter the number in stock." })
  .trim()
  .refine((value) => /^\d{1,5}$/.test(value), {
    error: "Please enter the number in stock as a whole number, 0 or more.",
  })
  .transform(Number);

export const addSparePartSchema = z.object({
  name: z
    .string({ error: "Please enter the part's name." })
    .trim()
    .min(3, "The name must be between 3 and 80 characters.")
    .max(80, "The name must be between 3 and 80 characters."),
  appliance: z.enum(applianceSlugs, { error: "Please choose the appliance the part fits." }),
  price: priceField,
  stock: stockField,
});

export const updateSparePartSchema = z.object({ price: priceField, stock: stockField });
