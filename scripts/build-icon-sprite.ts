// Writes app/assets/icons.svg and app/components/ui/icon-names.ts from scripts/icon-sprite.ts.
import { writeFileSync } from "node:fs";
import path from "node:path";

import { buildIconSprite } from "./icon-sprite";

const root = path.resolve(import.meta.dirname, "..");
const { sprite, names } = await buildIconSprite();
writeFileSync(path.join(root, "app/assets/icons.svg"), sprite);
writeFileSync(path.join(root, "app/components/ui/icon-names.ts"), names);
