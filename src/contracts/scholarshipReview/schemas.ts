import * as z from 'zod/mini'

import { noControlCharacters, optionalLine, tooLongMessage } from '../common'
import { APPLICATION_DECISIONS, LETTER_MAX_CHARACTERS, roundCriterionSchema, roundDocumentSchema } from '../scholarships'

// What staff do with a round through /api: admins keep rounds, read the ranking, send the
// decisions and publish recipients; reviewers (and admins) read applications blind and score them.

const int = () => z.number().check(z.int())
const decision = () => z.nullable(z.enum(APPLICATION_DECISIONS))

export const SCHOLARSHIP_REVIEW_MESSAGES = {
  slugTaken: 'Another round already has this slug',
  roundUnknown: 'That scholarship round does not exist.',
  criteriaScored: 'Reviewers have scored this round: its criteria keys can no longer change.',
  applicationUnknown: 'That application is not open for your review.',
  scoresClosed: 'The decisions for this round are sent: scores can no longer change.',
  scoreMissing: 'Please score this criterion',
  decisionsSent: (on: string) => `The decisions for this round were already sent on ${on}.`,
  stillOpen: (closes: string) => `This round takes applications until ${closes}. Send the decisions once it has closed.`,
  notInRound: 'Each awarded id must be a submitted application of this round.',
  tooManyAwards: (count: number) => `This round has ${count} ${count === 1 ? 'award' : 'awards'}: choose at most ${count}.`,
  twice: 'Each application may be listed once.',
  decisionsQueued: (applicants: number) => `The decisions are on their way: ${applicants} ${applicants === 1 ? 'applicant is' : 'applicants are'} told by email.`,
  decisionsFirst: 'Send the decisions first: recipients are published after them.',
  notAwarded: 'Only an awarded application of this round can be published as a recipient.',
  consent: 'Publish a recipient only with their consent',
  fileUnknown: 'That file does not exist, or it is not yours to open.',
  letterUnknown: 'That recommendation letter does not exist.',
  letterNotTyped: 'Only a typed letter that has arrived can be redacted; a PDF letter reaches reviewers as its writer sent it.',
  redactionText: 'Send text: the letter as reviewers should read it, or null to show them the letter as written.',
} as const

/** A round as admins keep it (GET/POST /api/admin/scholarships, PUT …/{id}), with its counts. */
export const adminRoundOutSchema = z.object({
  id: int(),
  title: z.string(),
  slug: z.string(),
  summary: z.nullable(z.string()),
  description: z.nullable(z.string()),
  award_cents: int(),
  awards_count: int(),
  opens_at: z.string(),
  closes_at: z.string(),
  essay_prompt: z.string(),
  essay_max_words: int(),
  documents: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean(), reviewers_see: z.boolean() })),
  recommendations_required: int(),
  criteria: z.array(z.object({ key: z.string(), label: z.string() })),
  is_published: z.boolean(),
  /** `upcoming`, `open` (taking applications) or `closed`. */
  phase: z.enum(['upcoming', 'open', 'closed']),
  applications: int(),
  submitted: int(),
  decisions_sent_at: z.nullable(z.string()),
  recipients: z.array(z.object({ application_id: int(), name: z.string(), school: z.nullable(z.string()), line: z.nullable(z.string()) })),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminRound = z.infer<typeof adminRoundOutSchema>

/** A round to review (GET /api/review/scholarships): what reviewers score it on, and how far the caller is. */
export const reviewRoundSchema = z.object({
  id: int(),
  title: z.string(),
  slug: z.string(),
  closes_at: z.string(),
  essay_prompt: z.string(),
  essay_max_words: int(),
  criteria: z.array(roundCriterionSchema),
  /** The documents reviewers open (the others stay with staff). */
  documents: z.array(z.pick(roundDocumentSchema, { key: true, label: true })),
  submitted: int(),
  /** Applications the caller has scored, and those they stepped back from (a conflict). */
  scored_by_me: int(),
  conflicts_by_me: int(),
  /** Scores close when the decisions are sent. */
  decided: z.boolean(),
})
export type ReviewRound = z.infer<typeof reviewRoundSchema>

const myReviewSchema = z.object({
  scores: z.record(z.string(), int()),
  comment: z.nullable(z.string()),
  conflict: z.boolean(),
  updated_at: z.string(),
})

/**
 * One submitted application, blind (GET /api/review/scholarships/{id}/applications): its code, the
 * essay and answers, the letters (text, or a link to the PDF) and the documents reviewers see, as
 * links to GET /api/review/files/{id}; never a name, email, phone, school or recommender.
 */
export const blindApplicationSchema = z.object({
  id: int(),
  code: z.string(),
  /** Null once the retention period deleted it. */
  graduation_year: z.nullable(int()),
  essay: z.string(),
  submitted_at: z.nullable(z.string()),
  documents: z.array(z.object({ key: z.string(), label: z.string(), file_id: int(), url: z.string() })),
  letters: z.array(z.object({ text: z.nullable(z.string()), file_id: z.nullable(int()), url: z.nullable(z.string()), received_at: z.nullable(z.string()) })),
  /** The caller's own review, if any (never anyone else's). */
  my_review: z.nullable(myReviewSchema),
})
export type BlindApplication = z.infer<typeof blindApplicationSchema>

/** The caller's review as PUT /api/review/applications/{id}/score stored it. */
export const storedReviewSchema = z.extend(myReviewSchema, { application_id: int() })
export type StoredReview = z.infer<typeof storedReviewSchema>

/** One application in the ranking (GET /api/admin/scholarships/{id}/ranking), best first. */
export const rankedApplicationSchema = z.object({
  application_id: int(),
  code: z.string(),
  name: z.string(),
  /** Null once the retention period deleted it. */
  email: z.nullable(z.string()),
  school: z.string(),
  /** The mean of each scoring review's mean over the criteria (2 decimals); null before any score. */
  average: z.nullable(z.number()),
  /** Each criterion's mean over the scoring reviews. */
  criteria: z.record(z.string(), z.nullable(z.number())),
  reviews: int(),
  /** Highest review mean less the lowest: how far the reviewers disagree. */
  spread: z.nullable(z.number()),
  conflicts: int(),
  comments: z.array(z.object({ reviewer: z.string(), comment: z.string() })),
  decision: decision(),
})
export type RankedApplication = z.infer<typeof rankedApplicationSchema>

/** POST /api/admin/scholarships/{id}/decisions: the awarded applications; every other submitted one is declined. */
export const decisionsSchema = z.object({
  awarded: z
    .array(z.number({ error: SCHOLARSHIP_REVIEW_MESSAGES.notInRound }).check(z.int(SCHOLARSHIP_REVIEW_MESSAGES.notInRound), z.positive(SCHOLARSHIP_REVIEW_MESSAGES.notInRound)), {
      error: 'Send awarded: a list of application ids (it may be empty)',
    })
    .check(z.maxLength(100, 'At most 100 awards')),
})

export const decisionsSentSchema = z.object({ message: z.string(), awarded: int(), declined: int(), decisions_sent_at: z.string() })

/** PUT /api/admin/scholarships/{id}/recipients: awarded applications to show on the round's page (an empty list shows none). */
export const recipientsSchema = z.object({
  recipients: z
    .array(
      z.object({
        application_id: z.number({ error: SCHOLARSHIP_REVIEW_MESSAGES.notAwarded }).check(z.int(SCHOLARSHIP_REVIEW_MESSAGES.notAwarded), z.positive(SCHOLARSHIP_REVIEW_MESSAGES.notAwarded)),
        /** A short line under the name ("plans to study nursing"). */
        line: optionalLine(300),
        consent: z.literal(true, SCHOLARSHIP_REVIEW_MESSAGES.consent),
      }),
      { error: 'Send recipients: a list (it may be empty)' },
    )
    .check(z.maxLength(100, 'At most 100 recipients')),
})

/**
 * A letter as admins see it: who wrote it, the text as written and as reviewers read it (the
 * redacted text when an admin redacted it), and the names found in what reviewers read.
 */
export const staffLetterSchema = z.object({
  id: int(),
  recommender_name: z.string(),
  recommender_email: z.string(),
  status: z.enum(['requested', 'received']),
  received_at: z.nullable(z.string()),
  /** The typed letter as its writer sent it. */
  text: z.nullable(z.string()),
  /** The typed letter as an admin redacted it, which reviewers read instead (null: they read `text`). */
  redacted_text: z.nullable(z.string()),
  /**
   * The applicant's and the writer's names (each part of three letters or more, whole words, any
   * case) and the applicant's school found in the text reviewers read; null for a PDF letter or
   * one not arrived (a PDF is not searched: open it).
   */
  names_found: z.nullable(z.array(z.string())),
  file_id: z.nullable(int()),
  url: z.nullable(z.string()),
})
export type StaffLetter = z.infer<typeof staffLetterSchema>

/** One application as admins see it (GET /api/admin/scholarships/{id}/applications): who applied, every document and letter. */
export const staffApplicationSchema = z.object({
  id: int(),
  code: z.string(),
  name: z.string(),
  /** Null once the retention period deleted it (with the graduation year). */
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  school: z.string(),
  graduation_year: z.nullable(int()),
  essay: z.string(),
  status: z.enum(['draft', 'submitted']),
  submitted_at: z.nullable(z.string()),
  decision: decision(),
  /** Set once the retention period deleted its documents and letters. */
  files_deleted_at: z.nullable(z.string()),
  documents: z.array(z.object({ key: z.string(), label: z.string(), reviewers_see: z.boolean(), file_id: int(), url: z.string() })),
  letters: z.array(staffLetterSchema),
})
export type StaffApplication = z.infer<typeof staffApplicationSchema>

/**
 * PUT /api/admin/scholarships/letters/{id}/redaction: the typed letter as reviewers should read it
 * (names taken out), or null (or blank) to show them the letter as written again.
 */
export const letterRedactionSchema = z.object({
  text: z.pipe(
    z.nullable(z.string({ error: SCHOLARSHIP_REVIEW_MESSAGES.redactionText }).check(z.trim(), z.maxLength(LETTER_MAX_CHARACTERS, tooLongMessage(LETTER_MAX_CHARACTERS)), noControlCharacters())),
    z.transform((value: string | null) => (value ? value : null)),
  ),
})
