import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import type { dealer } from "~/lib/dealer";

type SocialName = (typeof dealer.socials)[number]["name"];

// Brand glyphs are drawn into the sprite by the sprite script (lucide has no brand icons).
const glyphs: Record<SocialName, IconName> = {
  Facebook: "facebook",
  Instagram: "instagram",
  YouTube: "youtube",
  X: "x-logo",
};

/** A social network's glyph. Decorative: the link carries the name. */
export function SocialIcon({ name, className }: { name: SocialName; className?: string }) {
  return <Icon name={glyphs[name]} className={className} />;
}
