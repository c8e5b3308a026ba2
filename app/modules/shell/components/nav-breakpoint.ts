import { useLocale } from "~/i18n/use-locale";

/**
 * Where the header's links take over from the menu button. Tamil words are longer: beside the logo, the six
 * links fit from the xl breakpoint, English ones from lg.
 */
const breakpoints = {
  en: {
    nav: "hidden lg:block",
    actions: "lg:ml-2",
    menuButton: "lg:hidden",
    menuMedia: "(max-width: 1023.98px)",
  },
  ta: {
    nav: "hidden xl:block",
    actions: "xl:ml-2",
    menuButton: "xl:hidden",
    menuMedia: "(max-width: 1279.98px)",
  },
} as const;

export function useNavBreakpoint() {
  return breakpoints[useLocale()];
}
