import * as z from 'zod/mini'

import { cents, emailField, flag, isoDateTime, longText, noControlCharacters, optionalLine, optionalText, requiredText, slugField, tooLongMessage } from '../common'
import { dateRange } from '../dateRange'
import { MAIL_CAP_MESSAGE } from '../tooManyRequests'

// The scholarship: rounds (staff), applications (applicants, no account, an emailed link),
// recommendation letters (recommenders, a link of their own), blind scores (reviewers).
// Shared by the forms, the /api handlers and the collections.

export const SCHOLARSHIP_TEXT_MAX = 20_000
// Within the /api's 64 KB JSON body even in a script of three bytes a character.
export const ESSAY_MAX_CHARACTERS = 20_000
export const LETTER_MAX_CHARACTERS = 20_000
/** A PDF document or letter: at most 10 MB. */
export const SCHOLARSHIP_FILE_MAX_BYTES = 10 * 1024 * 1024
export const RECOMMENDATIONS_MAX = 3
export const SCORE_MIN = 1
export const SCORE_MAX = 5
/** A document's or criterion's key: short, lower case, so it can name a form field and a score. */
const KEY = /^[a-z][a-z0-9_]{0,39}$/

export const APPLICATION_STATUSES = ['draft', 'submitted'] as const
export const APPLICATION_DECISIONS = ['awarded', 'declined'] as const
export const RECOMMENDATION_STATUSES = ['requested', 'received'] as const

export const SCHOLARSHIP_MESSAGES = {
  name: 'Your name is required',
  school: 'Your school is required',
  graduationYear: 'Please enter the year you graduate, e.g. 2027',
  essay: 'Please write your essay',
  consent: 'Please agree to how we keep and use your application',
  applied: 'Thank you! Please check your email: we sent you a link to continue your application. You can come back to it with that link until the round closes.',
  linkSent: 'If that email address has an application in this round, we have sent it a fresh link to continue it.',
  linkExpired: 'This link does not work any more. Ask for a fresh one with your email on the round’s page.',
  roundUnknown: 'There is no such scholarship round.',
  notOpenYet: 'This round is not open for applications yet.',
  closed: 'This round has closed; applications and letters are no longer taken.',
  submitted: 'Your application is submitted. We have sent you a confirmation by email. Recommendation letters may still arrive until the round closes.',
  alreadySubmitted: 'Your application is already submitted and can no longer be changed.',
  saved: 'Your application is saved.',
  documentKey: 'This round asks for no such document.',
  documentSaved: 'Your document is saved.',
  fileMissing: 'Please choose a PDF file.',
  notPdf: 'This file is not a PDF. Please save your document as a PDF and upload it again.',
  pdfUnreadable: 'This PDF cannot be opened: it may be password-protected or damaged. Please save it again as a PDF without a password and upload it again.',
  fileTooLarge: 'This file is larger than 10 MB. Please upload a smaller PDF.',
  pdfTooComplex: 'This PDF is too large or complex to check. Please save it again as a simpler PDF (for example with “Print to PDF”) and upload it again.',
  pdfBusy: 'Many files are being checked just now. Please try again in a minute.',
  recommenderName: 'The recommender’s name is required',
  recommenderAsked: 'We have sent your recommender a link to write the letter.',
  recommendersFull: 'You have asked as many recommenders as this round needs.',
  recommenderTwice: 'This recommender’s letter has already arrived.',
  mailCap: MAIL_CAP_MESSAGE,
  recommenderSelf: 'A recommender cannot be you.',
  letter: 'Please write the letter or upload it as a PDF',
  letterTwice: 'This letter has already been received. Thank you!',
  letterReceived: 'Thank you! Your letter is received. The applicant is told it arrived, but never sees it.',
  essayMissing: 'The essay is missing.',
  essayTooLong: (max: number) => `The essay is longer than ${max} words.`,
  documentMissing: (label: string) => `The document “${label}” is missing.`,
  consentMissing: 'Consent is missing.',
  score: `Each score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`,
  unknownCriterion: (key: string) => `This round has no criterion “${key}”.`,
} as const

/** The consent the applicant gives (exact, shown beside the box), with the server's retention period (SCHOLARSHIP_RETENTION_DAYS). */
export const consentText = (retentionDays: number) =>
  `I agree that the foundation keeps my application, documents and letters to run this round. Only staff, and reviewers who do not see my name, read them. ${retentionDays} days after the decisions, my documents, letters, essay, phone and school are deleted; my name, the round and its decision are kept.`

/** Continue and recommendation links: 43 base64url characters (32 random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/
export const scholarshipToken = () => z.string({ error: SCHOLARSHIP_MESSAGES.linkExpired }).check(z.regex(TOKEN, SCHOLARSHIP_MESSAGES.linkExpired))

/** Words as the limit counts them: runs of non-space characters. */
export const wordCount = (text: string | null | undefined): number => (text ?? '').trim().split(/\s+/).filter(Boolean).length

const key = (message: string) => z.string({ error: message }).check(z.trim(), z.regex(KEY, message))

// ---- Rounds (staff) ----

export const roundDocumentSchema = z.object({
  key: key('A document key is lower case letters, digits and _ (e.g. transcript)'),
  label: requiredText('The document needs a label', 120),
  required: z._default(flag(), true),
  /** Reviewers open it: only for a document that carries no name or school (a transcript names the student). */
  reviewers_see: z._default(flag(), false),
})

export const roundCriterionSchema = z.object({
  key: key('A criterion key is lower case letters, digits and _ (e.g. need)'),
  label: requiredText('The criterion needs a label', 120),
})

/** Addresses beside the rounds' own under /scholarships and /api/scholarships: no round may take them. */
export const RESERVED_ROUND_SLUGS = ['application', 'recommend', 'recommendations'] as const
export const RESERVED_SLUG_MESSAGE = 'This address is taken by the scholarship pages; choose another slug'

const uniqueKeys = (message: string) => z.refine<{ key: string }[]>((items) => new Set(items.map((item) => item.key)).size === items.length, message)

/** The rules of a round's fields: the staff API, the staff form and /cms alike. */
export const roundFields = {
  title: requiredText('Title is required'),
  slug: slugField().check(z.refine((slug: string) => !(RESERVED_ROUND_SLUGS as readonly string[]).includes(slug), RESERVED_SLUG_MESSAGE)),
  summary: optionalText(500),
  description: optionalText(SCHOLARSHIP_TEXT_MAX),
  award_cents: cents(100, 100_000_000, { invalid: 'Please enter the award in whole cents, at least $1' }),
  awards_count: z
    .number({ error: 'How many awards? A whole number from 1 to 100' })
    .check(z.int('How many awards? A whole number from 1 to 100'), z.gte(1, 'How many awards? A whole number from 1 to 100'), z.lte(100, 'How many awards? A whole number from 1 to 100')),
  opens_at: isoDateTime('Opening date is required'),
  closes_at: isoDateTime('Closing date is required'),
  essay_prompt: requiredText('The essay prompt is required', 2000),
  essay_max_words: z
    .number({ error: 'The word limit is a whole number from 50 to 5,000' })
    .check(
      z.int('The word limit is a whole number from 50 to 5,000'),
      z.gte(50, 'The word limit is a whole number from 50 to 5,000'),
      z.lte(5000, 'The word limit is a whole number from 50 to 5,000'),
    ),
  documents: z._default(z.array(roundDocumentSchema).check(z.maxLength(10, 'At most 10 documents'), uniqueKeys('Each document needs its own key')), []),
  recommendations_required: z._default(
    z
      .number({ error: 'Recommendations: a whole number from 0 to 3' })
      .check(z.int('Recommendations: a whole number from 0 to 3'), z.gte(0, 'Recommendations: a whole number from 0 to 3'), z.lte(RECOMMENDATIONS_MAX, 'Recommendations: a whole number from 0 to 3')),
    0,
  ),
  criteria: z
    .array(roundCriterionSchema, { error: 'At least one criterion' })
    .check(z.minLength(1, 'At least one criterion'), z.maxLength(10, 'At most 10 criteria'), uniqueKeys('Each criterion needs its own key')),
  is_published: z._default(flag(), false),
}

export const CLOSES_BEFORE_OPENS_MESSAGE = 'The round must close after it opens'
/** A round closes after it opens (not at the same instant): the staff API, the staff form and /cms. */
export const ROUND_DATES = { start: 'opens_at', end: 'closes_at', equalAllowed: false, message: CLOSES_BEFORE_OPENS_MESSAGE } as const
/** The staff API's and the staff form's check (shown on the closing date). */
export const closesAfterOpens = dateRange(ROUND_DATES)

/** POST/PUT /api/admin/scholarships: a round (times ISO 8601 with an offset or Z). */
export const adminRoundSchema = z.object(roundFields).check(closesAfterOpens)

/** Where a round stands for the public: not open yet, taking applications, or closed. */
export const ROUND_PHASES = ['upcoming', 'open', 'closed'] as const
export type RoundPhase = (typeof ROUND_PHASES)[number]

const publicRecipientSchema = z.object({ name: z.string(), school: z.nullable(z.string()), line: z.nullable(z.string()) })

/** GET /api/scholarships: one published round. */
export const roundSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.nullable(z.string()),
  award_cents: z.number(),
  awards_count: z.number(),
  opens_at: z.string(),
  closes_at: z.string(),
  /** Taking applications now. */
  open: z.boolean(),
  phase: z.enum(ROUND_PHASES),
  /** Published by staff after the decisions, with each recipient's consent (empty until then). */
  recipients: z.array(publicRecipientSchema),
})
export type RoundSummary = z.infer<typeof roundSummarySchema>

/** GET /api/scholarships/{slug}: the round's page. */
export const roundDetailSchema = z.extend(roundSummarySchema, {
  /** The description's paragraphs, plain text. */
  description: z.array(z.string()),
  essay_prompt: z.string(),
  essay_max_words: z.number(),
  documents: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean() })),
  recommendations_required: z.number(),
  /** The consent the application form asks for (consentText, with the server's retention days). */
  consent_text: z.string(),
})
export type RoundDetail = z.infer<typeof roundDetailSchema>

// ---- Applicants ----

const thisYear = () => new Date().getUTCFullYear()

/** The applicant's own fields: the form, POST …/applications and PUT /api/scholarships/application. */
export const applicationFields = {
  name: requiredText(SCHOLARSHIP_MESSAGES.name, 120),
  email: emailField(),
  phone: optionalLine(40),
  school: requiredText(SCHOLARSHIP_MESSAGES.school, 200),
  graduation_year: z.coerce.number({ error: SCHOLARSHIP_MESSAGES.graduationYear }).check(
    z.int(SCHOLARSHIP_MESSAGES.graduationYear),
    z.refine((year: number) => year >= thisYear() - 5 && year <= thisYear() + 10, SCHOLARSHIP_MESSAGES.graduationYear),
  ),
  /** May be empty while a draft; submit checks it is there and within the round's word limit. */
  essay: z.pipe(
    z.nullish(z.string({ error: 'Must be text' }).check(z.trim(), z.maxLength(ESSAY_MAX_CHARACTERS, tooLongMessage(ESSAY_MAX_CHARACTERS)), noControlCharacters())),
    z.transform((value: string | null | undefined) => value ?? ''),
  ),
}

/** `website`: the field people never see (the honeypot); filled in, the POST is refused and nothing is stored. */
const honeypot = { website: z.optional(z.string().check(z.maxLength(500))) }

/** POST /api/scholarships/{slug}/applications. */
export const startApplicationSchema = z.object({
  ...applicationFields,
  consent: z.literal(true, SCHOLARSHIP_MESSAGES.consent),
  ...honeypot,
})

/** POST /api/scholarships/{slug}/link: a lost continue link, asked for with the email. */
export const applicationLinkRequestSchema = z.object({ email: emailField(), ...honeypot })

/** POST /api/scholarships/application, …/submit: the continue link's token. */
export const applicationTokenSchema = z.object({ token: scholarshipToken() })

/** PUT /api/scholarships/application: the token and any of the applicant's fields (the email stays). */
export const updateApplicationSchema = z.object({
  token: scholarshipToken(),
  name: z.optional(applicationFields.name),
  phone: z.optional(applicationFields.phone),
  school: z.optional(applicationFields.school),
  graduation_year: z.optional(applicationFields.graduation_year),
  essay: z.optional(applicationFields.essay),
})

/** POST /api/scholarships/application/documents: the multipart fields beside `file`. */
export const applicationDocumentFieldsSchema = z.object({
  token: scholarshipToken(),
  key: key(SCHOLARSHIP_MESSAGES.documentKey),
})

/** POST /api/scholarships/application/recommenders. */
export const recommenderSchema = z.object({
  token: scholarshipToken(),
  name: requiredText(SCHOLARSHIP_MESSAGES.recommenderName, 120),
  email: emailField(),
})

/** The applicant's view of their application (never a letter's content). */
export const applicantViewSchema = z.object({
  code: z.string(),
  round: z.object({ slug: z.string(), title: z.string(), closes_at: z.string(), essay_prompt: z.string(), essay_max_words: z.number(), recommendations_required: z.number() }),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  school: z.string(),
  graduation_year: z.number(),
  essay: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  submitted_at: z.nullable(z.string()),
  /** Open: the round takes changes (until submitted) and letters. */
  open: z.boolean(),
  documents: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean(), uploaded: z.boolean(), filename: z.nullable(z.string()), size: z.nullable(z.number()) })),
  recommendations: z.array(z.object({ name: z.string(), email: z.string(), status: z.enum(RECOMMENDATION_STATUSES), received_at: z.nullable(z.string()) })),
  /** What submit would refuse for, in plain words (empty: ready). */
  missing: z.array(z.string()),
  /** How many more recommenders the round asks for (letters may arrive after submitting). */
  recommenders_to_ask: z.number(),
})
export type ApplicantView = z.infer<typeof applicantViewSchema>

// ---- Recommenders ----

/** POST /api/scholarships/recommendations (JSON): the letter as text. Multipart: `token` and `file`. */
export const letterSchema = z.object({
  token: scholarshipToken(),
  letter: longText(1, LETTER_MAX_CHARACTERS, SCHOLARSHIP_MESSAGES.letter),
})
/** The multipart form: `token`, and `file` (a PDF); a `letter` typed there too is taken when no file comes. */
export const letterFileFieldsSchema = z.object({
  token: scholarshipToken(),
  letter: z.optional(z.string().check(z.maxLength(LETTER_MAX_CHARACTERS, tooLongMessage(LETTER_MAX_CHARACTERS)), noControlCharacters())),
})

/** What the recommender's page shows of the request (by their link). */
export const recommendationRequestViewSchema = z.object({
  applicant: z.string(),
  recommender: z.string(),
  round: z.object({ slug: z.string(), title: z.string(), closes_at: z.string() }),
  status: z.enum(RECOMMENDATION_STATUSES),
  /** The round still takes letters. */
  open: z.boolean(),
})
export type RecommendationRequestView = z.infer<typeof recommendationRequestViewSchema>

// ---- Reviewers ----

/** PUT /api/review/applications/{id}/score: each criterion 1 to 5 (which criteria: the round's, checked by the service). */
export const scoreSchema = z.object({
  scores: z._default(
    z.record(
      z.string(),
      z.number({ error: SCHOLARSHIP_MESSAGES.score }).check(z.int(SCHOLARSHIP_MESSAGES.score), z.gte(SCORE_MIN, SCHOLARSHIP_MESSAGES.score), z.lte(SCORE_MAX, SCHOLARSHIP_MESSAGES.score)),
      { error: 'Scores: an object of criterion keys and whole numbers from 1 to 5' },
    ),
    {},
  ),
  comment: optionalText(4000),
  conflict: z.optional(flag()),
})
