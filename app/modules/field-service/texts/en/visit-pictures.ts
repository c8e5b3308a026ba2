import type { UnsignedReason } from "../../../../../db/enums";
import { defineText } from "~/i18n/text";

/** A visit's photos and the customer's signature, on the service invoice and its PDF (decision 049). */
export const visitPicturesText = defineText("visit-pictures", {
  workPhotos: "Photos of the work",
  faultPhotos: "Photos of the fault",
  photoFault: "The fault",
  photoBefore: "Before the work",
  photoAfter: "After the work",
  photoAlt: (stage: string, number: number) => `${stage}, photo ${number}`,
  customerSignature: "Customer's signature",
  signedOn: (when: string) => `Signed on ${when}`,
  notSigned: (reason: string) => `Not signed: ${reason}`,
  unsignedReason: (reason: UnsignedReason) =>
    ({
      not_present: "the customer was not present",
      declined: "the customer declined to sign",
      unable: "the customer was unable to sign",
    })[reason],
});
