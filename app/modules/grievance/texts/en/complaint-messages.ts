import {
  descriptionMaxLength,
  descriptionMinLength,
  maxComplaintPhotos,
} from "~/modules/grievance/grievance-rules";

import { defineMessages } from "~/i18n/text";

/** What the complaint form's checks and the grievance page's actions answer (decision 038). */
export const complaintMessages = defineMessages("complaint-messages", {
  fixFields: "Please correct the fields marked below.",
  nameRequired: "Please enter your name (2 to 80 characters).",
  phoneShort: "Phone number must be at least 10 digits",
  phoneInvalid: "Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.",
  emailInvalid: "Please enter a valid e-mail address.",
  categoryRequired: "Please choose what the complaint is about.",
  referenceInvalid: "Enter an order number (ORD-…) or a booking reference (SRV-…), or leave it empty.",
  detailsLength: `Please describe what happened in ${descriptionMinLength} to ${descriptionMaxLength} characters.`,
  tooManyPhotos: `Please attach at most ${maxComplaintPhotos} photos.`,
  photoTooLarge: "A photo is larger than 8 MB. Please choose a smaller one.",
  photoTooManyPixels: "A photo has more than 25 megapixels. Please choose a smaller one.",
  photoUnsupported: "A file is not a photo we can open. Please use JPEG, PNG, WebP or AVIF.",
  tooManyComplaints:
    "Too many complaints have been sent from your connection or for this number. Please try again in an hour, or call our grievance officer.",
  ticketInvalid: "Enter the ticket number from the SMS, for example GRV-42.",
  notFound: "We could not find a complaint with this ticket number and mobile number.",
  tooManyLookups: "Too many lookups from your connection. Please wait a few minutes and try again.",
});
