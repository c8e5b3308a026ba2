import { dealer } from "~/lib/dealer";
import { freeChangeWindowText } from "~/modules/booking/booking-slots";
import { ratingCommentMaxLength } from "~/modules/booking/service-rules";

import { defineMessages } from "~/i18n/text";

/**
 * What /track-service answers as English text: the lookup's field errors, not found, too many lookups, why a
 * booking cannot be changed online, the rating's errors. The form kit shows them in the page's language.
 */
export const trackServiceMessages = defineMessages("track-service-messages", {
  referenceRequired: "Please enter your booking reference.",
  referenceCheck: "Please check the booking reference.",
  notFound: "We could not find a booking with that reference and phone number.",
  tooManyLookups:
    "Too many booking lookups from your connection. Please wait 10 minutes and try again, or call us.",
  lateChange: `The visit is less than ${freeChangeWindowText} away, so it can no longer be changed online and a visit charge may apply. Please call us on ${dealer.phone}.`,
  notChangeable: "This booking can no longer be changed online.",
  sameSlot: "Your visit is already booked for that slot.",
  ratingStars: "Please choose from 1 to 5 stars.",
  ratingComment: `Please keep the comment under ${ratingCommentMaxLength} characters.`,
  ratingClosed: "This visit cannot be rated: it is not completed yet, or it has already been rated.",
  ratingNotFound: "We could not find this booking.",
  estimateAnswered: "This estimate has already been answered, or the visit is over.",
  estimateFromLink:
    "To approve or decline the estimate, open the link in the estimate message we sent you, or tell the technician the code in it.",
  rebillAnswered: "You have already answered this request to pay.",
  rebillFromLink:
    "To approve or decline paying for the repair, open the link in the message we sent you, or sign in with the booking's mobile number.",
});
