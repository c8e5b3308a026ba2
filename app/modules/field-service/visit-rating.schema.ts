import { z } from "zod/mini";

import { parseFields } from "~/components/form/field-errors";

import { trackServiceMessages } from "~/modules/booking/texts/en/track-service-messages";

import { ratingCommentMaxLength } from "../booking/service-rules";

const messages = trackServiceMessages.code;

const visitRatingFields = ["rating", "comment"] as const;

const visitRatingSchema = z.object({
  rating: z.string().check(z.regex(/^[1-5]$/, messages.ratingStars)),
  comment: z.string().check(z.trim(), z.maxLength(ratingCommentMaxLength, messages.ratingComment)),
});

export const validateVisitRating = (input: Record<string, unknown>) =>
  parseFields(visitRatingSchema, input, visitRatingFields);
