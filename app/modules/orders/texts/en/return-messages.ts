import { dealer } from "~/lib/dealer";

import { defineMessages } from "~/i18n/text";
import { replacementDays } from "~/modules/orders/order-rules";

/** What a replacement or return request answers as codes: its field errors and its refusals. */
export const returnMessages = defineMessages("return-messages", {
  chooseKind: "Choose a replacement or a refund.",
  chooseReason: "Choose a reason.",
  chooseLines: "Choose at least one product to send back.",
  tooMany: "You chose more units than can still be sent back. Check the quantities.",
  detailsLong: "Keep the description under 500 characters.",
  tooManyPhotos: "Add at most 4 photos.",
  photoUnsupported: "Photos must be JPEG, PNG, WebP or AVIF pictures.",
  photoTooLarge: "Each photo must be under 8 MB.",
  photoTooManyPixels: "A photo has too many pixels. Choose one under 25 megapixels.",
  replacementOnly: `This order was a replacement at no charge, so there is nothing to refund: ask for another replacement, or call us on ${dealer.phone}.`,
  notDelivered: "A replacement or return can be asked for once the order is delivered.",
  windowPassed: `The ${replacementDays} days for a replacement or return have passed since delivery. For a fault, the manufacturer's warranty applies: please call us on ${dealer.phone}.`,
});
