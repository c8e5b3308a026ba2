import type { brandStripText } from "../en/brand-strip";
import type { TamilOf } from "~/i18n/text";

export default {
  title: "நாங்கள் விற்று, சேவை வழங்கும் பிராண்டுகள்",
} satisfies TamilOf<typeof brandStripText>;
