import type { applianceWarrantyText } from "../en/appliance-warranty";
import type { TamilOf } from "~/i18n/text";

export default {
  inWarranty: (until: string) => `${until} வரை உத்தரவாதம் உள்ளது`,
  repairWarranty: (until: string) => `${until} வரை பழுதுநீக்க உத்தரவாதம்`,
  ended: (endedOn: string) => `உத்தரவாதம் ${endedOn} அன்று முடிந்தது`,
} satisfies TamilOf<typeof applianceWarrantyText>;
