import type { serviceCategoriesText } from "~/modules/booking/texts/en/service-categories";
import type { TextOf } from "~/i18n/text";

import { repairPricing, type ServiceSlug } from "./repair-pricing";

type CategoryText = TextOf<typeof serviceCategoriesText>;

/** A category's name, appliance, summary, what its repair covers and its note, in a language's texts. */
export function categoryIn(t: CategoryText, slug: ServiceSlug) {
  // The covers and the note follow repair-pricing.ts, one key each ("tv.cover1", "tv.note").
  const text: Readonly<Record<string, string | undefined>> = t;
  const pricing = repairPricing[slug];
  return {
    name: t[`${slug}.name`],
    appliance: t[`${slug}.appliance`],
    summary: t[`${slug}.summary`],
    covers: pricing.covers.map((cover, index) => text[`${slug}.cover${index + 1}`] ?? cover),
    note: pricing.note ? (text[`${slug}.note`] ?? pricing.note) : undefined,
  };
}
