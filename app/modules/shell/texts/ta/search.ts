import type { searchText } from "../en/search";
import type { TamilOf } from "~/i18n/text";

export default {
  products: "பொருட்கள்",
  categories: "வகைகள்",
  suggestions: "தேடல் பரிந்துரைகள்",
  suggestionsAvailable: (count: number) => (count === 1 ? "1 பரிந்துரை உள்ளது" : `${count} பரிந்துரைகள் உள்ளன`),
} satisfies TamilOf<typeof searchText>;
