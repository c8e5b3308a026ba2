import { z } from "zod/mini";

import { parseFields } from "~/components/form/field-errors";

import { ratingCommentMaxLength } from "./service-rules";

const visitRatingFields = ["rating", "comment"] as const;

const visitRatingSchema = z.object({
  rating: z.string().check(z.regex(/^[1-5]$/, "Please choose from 1 to 5 stars.")),
  comment: z
    .string()
    .check(
      z.trim(),
      z.maxLength(
        ratingCommentMaxLength,
        `Please keep the comment under ${ratingCommentMaxLength} characters.`,
      ),
    ),
});

export const validateVisitRating = (input: Record<string, unknown>) =>
  parseFields(visitRatingSchema, input, visitRatingFields);
