import type { RankedApplication } from '@/contracts/scholarshipReview'
import { relationId } from '@/lib/relations'
import type { ScholarshipApplication, ScholarshipReview, User } from '@/payload-types'

// The ranking admins decide by, as a rule on records (no database): each submitted application's
// reviews summed up on the round's current criteria, best first. docs/scholarships.md states it.

const round2 = (value: number) => Math.round(value * 100) / 100
const mean = (values: number[]) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : null)

/** One application's reviews, summed up on the round's current criteria. */
function rankOf(application: ScholarshipApplication, reviews: ScholarshipReview[], criteria: string[]): RankedApplication {
  const scoring = reviews.filter((review) => !review.conflict)
  const scoresOf = (review: ScholarshipReview) => (review.scores && typeof review.scores === 'object' && !Array.isArray(review.scores) ? (review.scores as Record<string, unknown>) : {})
  const valuesOf = (review: ScholarshipReview) => criteria.map((key) => scoresOf(review)[key]).filter((v): v is number => typeof v === 'number')
  const means = scoring.map((review) => mean(valuesOf(review))).filter((v): v is number => v !== null)
  const average = mean(means)
  return {
    application_id: application.id,
    code: application.code ?? '',
    name: application.name,
    email: application.email ?? null,
    school: application.school,
    average: average === null ? null : round2(average),
    criteria: Object.fromEntries(
      criteria.map((key) => {
        const value = mean(scoring.map((review) => scoresOf(review)[key]).filter((v): v is number => typeof v === 'number'))
        return [key, value === null ? null : round2(value)]
      }),
    ),
    reviews: means.length,
    spread: means.length ? round2(Math.max(...means) - Math.min(...means)) : null,
    conflicts: reviews.length - scoring.length,
    comments: scoring
      .filter((review) => review.comment?.trim())
      .map((review) => ({ reviewer: typeof review.reviewer === 'object' ? (review.reviewer as User).email : `staff #${review.reviewer}`, comment: review.comment!.trim() })),
    decision: application.decision ?? null,
  }
}

/** Best first: the highest average (unscored last), then more reviews, then the earlier submission. */
const byRank = (a: RankedApplication & { at: string }, b: RankedApplication & { at: string }) =>
  (b.average ?? -1) - (a.average ?? -1) || b.reviews - a.reviews || a.at.localeCompare(b.at) || a.application_id - b.application_id

/** The round's applications ranked, best first, each on its own reviews (`reviews` may hold other applications'). */
export function rankApplications(applications: ScholarshipApplication[], reviews: ScholarshipReview[], criteria: string[]): RankedApplication[] {
  return applications
    .map((application) => {
      const own = reviews.filter((review) => relationId(review.application) === application.id)
      return { ...rankOf(application, own, criteria), at: application.submitted_at ?? '' }
    })
    .sort(byRank)
    .map(({ at: _at, ...rank }) => rank)
}
