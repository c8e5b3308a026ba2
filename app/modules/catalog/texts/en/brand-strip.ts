import { defineText } from "~/i18n/text";

/** The row of brand logos (app/modules/catalog/components/brand-logo-strip.tsx). */
export const brandStripText = defineText("brand-strip", {
  title: "Brands We Sell & Service",
});
