import { defineText } from "~/i18n/text";

/** Where a sold appliance's warranty stands (warrantyStatusText in app/modules/appliances/warranty-rules.ts). */
export const applianceWarrantyText = defineText("appliance-warranty", {
  inWarranty: (until: string) => `In warranty until ${until}`,
  repairWarranty: (until: string) => `Repair warranty until ${until}`,
  ended: (endedOn: string) => `Warranty ended on ${endedOn}`,
});
