import * as z from 'zod/mini'

import { defineEndpoint } from '../endpoint'
import { adminRoundSchema, scoreSchema } from '../scholarships'
import {
  adminRoundOutSchema,
  blindApplicationSchema,
  decisionsSchema,
  decisionsSentSchema,
  letterRedactionSchema,
  rankedApplicationSchema,
  recipientsSchema,
  reviewRoundSchema,
  staffApplicationSchema,
  staffLetterSchema,
  storedReviewSchema,
} from './schemas'

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const listScholarshipApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/scholarships/{id}/applications',
  summary: 'Every application of a round, drafts too, with who applied, its decision, every document and every letter with its recommender (admins; the read is audited)',
  access: 'staff',
  role: 'admin',
  output: z.array(staffApplicationSchema),
})

export const sendScholarshipDecisionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/scholarships/{id}/decisions',
  summary: 'Decide a closed round: the awarded applications, every other submitted one declined; each submitted applicant is mailed once (admins; audited)',
  access: 'staff',
  role: 'admin',
  body: decisionsSchema,
  output: decisionsSentSchema,
  answers: { 409: { description: 'The decisions were already sent, or the round still takes applications' } },
})

export const updateScholarshipRoundEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/scholarships/{id}',
  summary: 'Change a scholarship round (the whole of it); once scored, its criteria keep their keys (admins; audited)',
  access: 'staff',
  role: 'admin',
  body: adminRoundSchema,
  output: adminRoundOutSchema,
})

export const scholarshipRankingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/scholarships/{id}/ranking',
  summary: 'Every submitted application of a round with who applied, its average score, reviews, spread, conflicts and comments, best first (admins; the read is audited)',
  access: 'staff',
  role: 'admin',
  output: z.array(rankedApplicationSchema),
})

export const publishScholarshipRecipientsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/scholarships/{id}/recipients',
  summary: 'The recipients shown on the round’s public page (name and school as they applied, a short line), each an awarded application, with their consent; replaces the list (admins; audited)',
  access: 'staff',
  role: 'admin',
  body: recipientsSchema,
  output: adminRoundOutSchema,
  answers: { 409: { description: 'The decisions are not sent yet' } },
})

export const listScholarshipRoundsForStaffEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/scholarships',
  summary: 'Every scholarship round, drafts and closed ones too, with its applications counted (admins)',
  access: 'staff',
  role: 'admin',
  output: z.array(adminRoundOutSchema),
})

export const createScholarshipRoundEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/scholarships',
  summary: 'Open a scholarship round: its call, dates, essay, documents, letters and criteria (admins; audited)',
  access: 'staff',
  role: 'admin',
  body: adminRoundSchema,
  status: 201,
  output: adminRoundOutSchema,
})

export const redactScholarshipLetterEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/scholarships/letters/{id}/redaction',
  summary: 'The typed recommendation letter as reviewers read it, names taken out (`text`), or null to show them the letter as written; the original stays for admins (admins; audited)',
  access: 'staff',
  role: 'admin',
  body: letterRedactionSchema,
  output: staffLetterSchema,
  answers: { 404: { description: 'No such letter' }, 409: { description: 'The letter has not arrived, is a PDF, or was deleted by the retention' } },
})

export const scoreApplicationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/review/applications/{id}/score',
  summary:
    'The caller’s scores of a submitted application (every criterion of its round, each 1 to 5) and a comment; or conflict: true, which takes the application off their list (reviewers and admins; audited)',
  access: 'staff',
  role: 'review',
  body: scoreSchema,
  output: storedReviewSchema,
  answers: { 404: { description: 'Not a submitted application, or one the caller stepped back from' }, 409: { description: 'The round’s decisions are sent' } },
})

export const openReviewFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/files/{id}',
  summary:
    'A scholarship document or letter (PDF): admins open any; reviewers a submitted application’s letters and the documents its round lets them see, unless they declared a conflict. Every opening is audited',
  access: 'staff',
  role: 'review',
  file: { contentType: 'application/pdf', description: 'The PDF, named by the application’s code' },
  answers: { 404: { description: 'No such file, or not the caller’s to open' } },
})

export const blindApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/scholarships/{id}/applications',
  summary:
    'A round’s submitted applications, blind: a code, the essay and answers, the letters and the documents reviewers see, with the caller’s own scores; never a name, email, phone, school or recommender (reviewers and admins; the read is audited)',
  access: 'staff',
  role: 'review',
  output: z.array(blindApplicationSchema),
})

export const listRoundsToReviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/scholarships',
  summary: 'The rounds to review, with their criteria and how many applications the caller has scored (reviewers and admins)',
  access: 'staff',
  role: 'review',
  output: z.array(reviewRoundSchema),
})
