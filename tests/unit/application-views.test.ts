import { describe, expect, it } from 'vitest'

import type { ScholarshipApplication, ScholarshipRecommendation, ScholarshipRound } from '@/payload-types'
import { applicationForApplicant, applicationForBlindReviewer, applicationForStaff, reviewFilePath } from '@/server/services/scholarships/applicationViews'

// One scholarship application, as its three audiences see it (src/server/services/scholarships/
// applicationViews.ts): the applicant, staff, and a blind reviewer, who never gets a name, an
// email, a phone, a school or a recommender.

const AT = '2031-09-11T18:30:00.000Z'

const round: ScholarshipRound = {
  id: 3,
  title: 'Fall award',
  slug: 'fall',
  award_cents: 100_000,
  awards_count: 1,
  opens_at: '2031-08-01T00:00:00.000Z',
  closes_at: '2031-10-01T04:00:00+00:00',
  essay_prompt: 'Why?',
  essay_max_words: 500,
  documents: [
    { key: 'transcript', label: 'Transcript', required: true, reviewers_see: false },
    { key: 'portfolio', label: 'Portfolio', required: false, reviewers_see: true },
  ],
  recommendations_required: 2,
  criteria: [{ key: 'need', label: 'Need' }],
  updatedAt: AT,
  createdAt: AT,
}

const application: ScholarshipApplication = {
  id: 7,
  round: 3,
  code: 'A-7K3Q',
  name: 'Maria Gonzalez',
  email: 'maria@example.org',
  phone: '555-0100',
  school: 'Lincoln High',
  graduation_year: 2032,
  essay: 'My father was a firefighter.',
  consent_at: AT,
  status: 'submitted',
  submitted_at: '2031-09-11 18:30:00+00',
  decision: null,
  documents: [
    { key: 'transcript', file: 41, filename: 'transcript.pdf', size: 1200 },
    { key: 'portfolio', file: 42, filename: 'portfolio.pdf', size: 3400 },
  ],
  links: [{ token_hash: 'secret-hash', created_at: AT }],
  updatedAt: AT,
  createdAt: AT,
}

const letter = (id: number, fields: Partial<ScholarshipRecommendation>): ScholarshipRecommendation => ({
  id,
  application: 7,
  recommender_name: 'Coach Rivera',
  recommender_email: 'rivera@example.org',
  status: 'received',
  received_at: AT,
  updatedAt: AT,
  createdAt: AT,
  ...fields,
})
const letters = [
  letter(1, { letter_text: 'Maria Gonzalez of Lincoln High works hard.', letter_text_redacted: 'The student works hard.' }),
  letter(2, { letter_file: 51 }),
  letter(3, { status: 'requested', received_at: null }),
  letter(4, { application: 8, letter_text: 'Another applicant.' }),
]

describe('the applicant’s view', () => {
  const view = applicationForApplicant(application, round, letters.slice(0, 3), { open: false, missing: [] })

  it('has their own fields, the round’s documents and which letters arrived, never a letter’s content', () => {
    expect(view).toEqual({
      code: 'A-7K3Q',
      round: { slug: 'fall', title: 'Fall award', closes_at: '2031-10-01T04:00:00.000Z', essay_prompt: 'Why?', essay_max_words: 500, recommendations_required: 2 },
      name: 'Maria Gonzalez',
      email: 'maria@example.org',
      phone: '555-0100',
      school: 'Lincoln High',
      graduation_year: 2032,
      essay: 'My father was a firefighter.',
      status: 'submitted',
      submitted_at: AT,
      open: false,
      documents: [
        { key: 'transcript', label: 'Transcript', required: true, uploaded: true, filename: 'transcript.pdf', size: 1200 },
        { key: 'portfolio', label: 'Portfolio', required: false, uploaded: true, filename: 'portfolio.pdf', size: 3400 },
      ],
      recommendations: [
        { name: 'Coach Rivera', email: 'rivera@example.org', status: 'received', received_at: AT },
        { name: 'Coach Rivera', email: 'rivera@example.org', status: 'received', received_at: AT },
        { name: 'Coach Rivera', email: 'rivera@example.org', status: 'requested', received_at: null },
      ],
      missing: [],
      recommenders_to_ask: 0,
    })
    expect(JSON.stringify(view)).not.toContain('works hard')
  })
})

describe('staff’s view', () => {
  const view = applicationForStaff(application, round, letters)

  it('has who applied, every document with its label and every letter of this application, with the names found', () => {
    expect(view).toMatchObject({ id: 7, name: 'Maria Gonzalez', email: 'maria@example.org', phone: '555-0100', school: 'Lincoln High', decision: null, files_deleted_at: null, submitted_at: AT })
    expect(view.documents).toEqual([
      { key: 'transcript', label: 'Transcript', reviewers_see: false, file_id: 41, url: reviewFilePath(41) },
      { key: 'portfolio', label: 'Portfolio', reviewers_see: true, file_id: 42, url: reviewFilePath(42) },
    ])
    expect(view.letters.map((each) => each.id)).toEqual([1, 2, 3])
    expect(view.letters[0]).toMatchObject({ recommender_name: 'Coach Rivera', text: 'Maria Gonzalez of Lincoln High works hard.', redacted_text: 'The student works hard.', names_found: [] })
    expect(view.letters[1]).toMatchObject({ text: null, names_found: null, file_id: 51, url: reviewFilePath(51) })
    expect(JSON.stringify(view)).not.toContain('secret-hash')
  })
})

describe('a blind reviewer’s view', () => {
  const myReview = { scores: { need: 4 }, comment: null, conflict: false, updated_at: AT }
  const view = applicationForBlindReviewer(application, round, letters.slice(0, 2).concat(letters[3]!), myReview)

  it('has the code, year, essay, the documents reviewers see, the letters as redacted, and the caller’s review', () => {
    expect(view).toEqual({
      id: 7,
      code: 'A-7K3Q',
      graduation_year: 2032,
      essay: 'My father was a firefighter.',
      submitted_at: AT,
      documents: [{ key: 'portfolio', label: 'Portfolio', file_id: 42, url: reviewFilePath(42) }],
      letters: [
        { text: 'The student works hard.', file_id: null, url: null, received_at: AT },
        { text: null, file_id: 51, url: reviewFilePath(51), received_at: AT },
      ],
      my_review: myReview,
    })
  })

  it('never has a name, an email, a phone, a school or a recommender', () => {
    const text = JSON.stringify(view)
    for (const secret of ['Maria', 'Gonzalez', 'maria@example.org', '555-0100', 'Lincoln', 'Rivera', 'rivera@example.org', 'secret-hash']) expect(text).not.toContain(secret)
  })
})
