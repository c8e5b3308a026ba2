import { clsx } from "clsx";
import type { SVGProps } from "react";

import spriteUrl from "~/assets/icons.svg?no-inline";
import type { IconName } from "./icon-names";

type IconProps = Omit<SVGProps<SVGSVGElement>, "name" | "children"> & { name: IconName };

/**
 * An icon from the shared sprite (scripts/build-icon-sprite.ts), a cacheable file with a hashed name, so the
 * page carries one short reference instead of the drawing. Decorative: whatever holds it carries the name.
 * Its box is fixed by the stylesheet (24 px, or a size class), so nothing moves while the sprite loads.
 */
export function Icon({ name, className, ...rest }: IconProps) {
  return (
    <svg aria-hidden="true" {...rest} className={clsx("icon", className)}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
