import { describe, expect, it } from 'vitest'

import type { ScholarshipApplication, ScholarshipReview, User } from '@/payload-types'
import { rankApplications } from '@/server/services/scholarships/ranking'

// The ranking admins decide by (src/server/services/scholarships/ranking.ts; docs/scholarships.md,
// "Decisions and recipients"): `average` is the mean of each scoring review's mean over the
// round's criteria (2 decimals, null before any score), `spread` the highest review mean less the
// lowest, a conflict of interest scores nothing; best first, ties to more reviews, then the
// earlier submission.

const AT = '2031-05-01T12:00:00.000Z'
const CRITERIA = ['need', 'merit']

let nextReview = 1
const application = (id: number, fields: Partial<ScholarshipApplication> = {}): ScholarshipApplication => ({
  id,
  round: 1,
  code: `A-${id}`,
  name: `Applicant ${id}`,
  email: `applicant${id}@example.org`,
  school: 'Central High',
  consent_at: AT,
  status: 'submitted',
  submitted_at: `2031-05-0${id}T12:00:00.000Z`,
  updatedAt: AT,
  createdAt: AT,
  ...fields,
})
const review = (applicationId: number, scores: ScholarshipReview['scores'], fields: Partial<ScholarshipReview> = {}): ScholarshipReview => ({
  id: nextReview++,
  application: applicationId,
  reviewer: 7,
  scores,
  updatedAt: AT,
  createdAt: AT,
  ...fields,
})
const rankOne = (reviews: ScholarshipReview[], criteria = CRITERIA) => rankApplications([application(1)], reviews, criteria)[0]!

describe('rankOf: one application’s reviews summed up', () => {
  it('averages each review’s mean over the criteria, then the reviews, to 2 decimals', () => {
    const rank = rankOne([review(1, { need: 5, merit: 4 }), review(1, { need: 3, merit: 3 }), review(1, { need: 4, merit: 2 })])
    // Review means 4.5, 3 and 3: their mean is 3.5.
    expect(rank.average).toBe(3.5)
    expect(rank.criteria).toEqual({ need: 4, merit: 3 })
    expect(rank.reviews).toBe(3)
    expect(rank.spread).toBe(1.5)
  })

  it('rounds to 2 decimals: thirds become .33 and .67', () => {
    const rank = rankOne([review(1, { need: 1, merit: 1 }), review(1, { need: 1, merit: 1 }), review(1, { need: 2, merit: 2 })])
    expect(rank.average).toBe(1.33)
    expect(rank.criteria).toEqual({ need: 1.33, merit: 1.33 })
    expect(rankOne([review(1, { need: 2, merit: 2 }), review(1, { need: 2, merit: 2 }), review(1, { need: 1, merit: 1 })]).average).toBe(1.67)
  })

  it('before any score: average, spread and each criterion are null, and no review counts', () => {
    const rank = rankOne([])
    expect(rank).toMatchObject({ average: null, spread: null, reviews: 0, conflicts: 0, comments: [], criteria: { need: null, merit: null } })
  })

  it('a conflict of interest scores nothing, and is counted apart', () => {
    const rank = rankOne([review(1, { need: 5, merit: 5 }), review(1, { need: 1, merit: 1 }, { conflict: true, comment: 'My niece' })])
    expect(rank.average).toBe(5)
    expect(rank.reviews).toBe(1)
    expect(rank.conflicts).toBe(1)
    expect(rank.spread).toBe(0)
    expect(rank.comments).toEqual([])
  })

  it('reads only the round’s current criteria: a score on a dropped criterion, or one that is not a number, is left out', () => {
    const rank = rankOne([review(1, { need: 4, merit: '5', essay: 1 })])
    expect(rank.average).toBe(4)
    expect(rank.criteria).toEqual({ need: 4, merit: null })
  })

  it('a review without a number on any current criterion is not a scoring review', () => {
    const rank = rankOne([review(1, { dropped: 5 }), review(1, null), review(1, [3, 4]), review(1, { need: 2, merit: 4 })])
    expect(rank.reviews).toBe(1)
    expect(rank.average).toBe(3)
    expect(rank.conflicts).toBe(0)
  })

  it('keeps the trimmed comments of scoring reviews, each with its reviewer’s email (or staff number)', () => {
    const reviewer = { id: 9, email: 'reader@example.org' } as User
    const rank = rankOne([
      review(1, { need: 3, merit: 3 }, { comment: '  Strong essay.  ', reviewer }),
      review(1, { need: 3, merit: 3 }, { comment: 'Needs a letter.', reviewer: 12 }),
      review(1, { need: 3, merit: 3 }, { comment: '   ' }),
    ])
    expect(rank.comments).toEqual([
      { reviewer: 'reader@example.org', comment: 'Strong essay.' },
      { reviewer: 'staff #12', comment: 'Needs a letter.' },
    ])
  })

  it('says who applied, and the decision once made', () => {
    const [rank] = rankApplications([application(4, { code: null, email: null, decision: 'awarded' })], [], CRITERIA)
    expect(rank).toMatchObject({ application_id: 4, code: '', name: 'Applicant 4', email: null, school: 'Central High', decision: 'awarded' })
    expect(rankOne([]).decision).toBeNull()
  })
})

describe('the ranking: best first', () => {
  const ids = (applications: ScholarshipApplication[], reviews: ScholarshipReview[]) => rankApplications(applications, reviews, CRITERIA).map((rank) => rank.application_id)

  it('by the highest average, each application on its own reviews only', () => {
    const reviews = [review(1, { need: 2, merit: 2 }), review(2, { need: 5, merit: 5 }), review(3, { need: 4, merit: 3 })]
    expect(ids([application(1), application(2), application(3)], reviews)).toEqual([2, 3, 1])
    expect(rankApplications([application(1), application(2)], reviews, CRITERIA).map((rank) => rank.reviews)).toEqual([1, 1])
  })

  it('an application not yet scored comes last, even after one scored 0', () => {
    expect(ids([application(1), application(2)], [review(2, { need: 0, merit: 0 })])).toEqual([2, 1])
  })

  it('a tie goes to more reviews, then to the earlier submission', () => {
    const tied = [review(1, { need: 4, merit: 4 }), review(2, { need: 4, merit: 4 }), review(2, { need: 4, merit: 4 }), review(3, { need: 4, merit: 4 })]
    const applications = [application(1, { submitted_at: '2031-05-03T00:00:00.000Z' }), application(2), application(3, { submitted_at: '2031-05-02T00:00:00.000Z' })]
    expect(ids(applications, tied)).toEqual([2, 3, 1])
  })

  it('a last tie (same score, reviews and time) goes to the lower id, so the order never depends on the input’s', () => {
    const same = { submitted_at: AT }
    expect(ids([application(5, same), application(3, same)], [])).toEqual([3, 5])
    expect(ids([application(3, same), application(5, same)], [])).toEqual([3, 5])
  })

  it('an empty round ranks nothing', () => {
    expect(rankApplications([], [review(1, { need: 1, merit: 1 })], CRITERIA)).toEqual([])
  })
})
