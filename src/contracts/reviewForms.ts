import * as z from 'zod/mini'

import { SCHOLARSHIP_REVIEW_MESSAGES } from './scholarshipReview'
import { SCHOLARSHIP_MESSAGES, scoreSchema } from './scholarships'

/**
 * A reviewer's scores of one application in the browser: a choice of 1 to 5 for each of the
 * round's criteria (as the radio buttons give it, text), unless they declare a conflict.
 */
export const scoreFormSchema = (criteria: readonly string[]) =>
  z
    .object({
      scores: z.record(z.string(), z.nullish(z.enum(['1', '2', '3', '4', '5'], SCHOLARSHIP_MESSAGES.score))),
      comment: scoreSchema.shape.comment,
      conflict: z.boolean(),
    })
    .check(
      z.superRefine((review, ctx) => {
        if (review.conflict) return
        for (const key of criteria) if (!review.scores[key]) ctx.addIssue({ code: 'custom', path: ['scores', key], message: SCHOLARSHIP_REVIEW_MESSAGES.scoreMissing, input: review.scores[key] })
      }),
    )
