import type { PhotoRefusal } from "./visit-pictures.server";
import { bookingMessages } from "~/modules/booking/texts/en/booking-messages";

const codes = bookingMessages.code;

/** A refused photo of the fault, as the booking and reschedule forms show it (a code). */
export function faultPhotoRefusal(refusal: PhotoRefusal): string {
  switch (refusal) {
    case "tooMany":
      return codes.photosTooMany;
    case "tooLarge":
      return codes.photoTooLarge;
    case "tooManyPixels":
      return codes.photoTooManyPixels;
    case "unreadable":
      return codes.photoUnreadable;
    case "unsupported":
      return codes.photoUnsupported;
  }
}
