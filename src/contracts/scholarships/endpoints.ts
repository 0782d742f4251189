import * as z from 'zod/mini'

import { messageSchema } from '../api'
import { defineEndpoint } from '../endpoint'
import {
  applicantViewSchema,
  applicationDocumentFieldsSchema,
  applicationLinkRequestSchema,
  applicationTokenSchema,
  letterFileFieldsSchema,
  letterSchema,
  recommenderSchema,
  roundDetailSchema,
  roundSummarySchema,
  SCHOLARSHIP_FILE_MAX_BYTES,
  SCHOLARSHIP_MESSAGES,
  startApplicationSchema,
  updateApplicationSchema,
} from './schemas'

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const startScholarshipApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/{slug}/applications',
  summary:
    'Apply to an open round (no account): a draft application, and a mail with a link (/scholarships/application?token=…) that continues it until the round closes. The same email again gets a fresh link to its one application instead of a second one; the answer is the same. `consent` must be true; `website` is the honeypot.',
  access: 'public',
  rateLimit: 'scholarship-apply',
  body: startApplicationSchema,
  status: 201,
  output: messageSchema,
  answers: {
    400: { description: 'The honeypot was filled in: nothing stored' },
    404: { description: 'No published round has that slug' },
    409: { description: 'The round is not open yet, or has closed' },
    429: { description: 'The address had its mails for the hour: nothing stored' },
  },
})

export const getScholarshipRoundEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/scholarships/{slug}',
  summary:
    'One published scholarship round: its description, award, dates, `open`, the essay prompt and word limit, the PDF documents and recommendation letters it asks for, the consent text, and its published recipients',
  access: 'public',
  output: roundDetailSchema,
  cache: 'public',
})

export const requestScholarshipLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/{slug}/link',
  summary:
    'A lost continue link: one job (requestScholarshipLink) for any address, which, while the round is open, mails the application of that email (if there is one) a fresh link. The answer and the work are the same for any address. `website` is the honeypot.',
  access: 'public',
  rateLimit: 'scholarship-apply',
  body: applicationLinkRequestSchema,
  status: 202,
  output: messageSchema,
  answers: { 404: { description: 'No published round has that slug' } },
})

export const uploadScholarshipDocumentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/application/documents',
  summary:
    'One PDF for one of the round’s documents (multipart `token`, `key`, `file`), replacing the one before, until the application is submitted and while the round is open. Judged by its content: a file that is not a PDF is 415; at most 10 MB. Stored privately, never at a public address.',
  access: 'public',
  rateLimit: 'scholarship',
  multipart: {
    fields: applicationDocumentFieldsSchema,
    file: 'file',
    fileRequired: true,
    limits: { maxFileBytes: SCHOLARSHIP_FILE_MAX_BYTES, tooLarge: SCHOLARSHIP_MESSAGES.fileTooLarge, missing: SCHOLARSHIP_MESSAGES.fileMissing, what: 'PDF' },
  },
  status: 201,
  output: applicantViewSchema,
  answers: {
    404: { description: 'The link does not work (unknown token)' },
    409: { description: 'Already submitted, or the round has closed' },
    422: {
      description:
        'A PDF that cannot be read (password-protected or damaged), or too large or complex to check (objects, inflated bytes, memory or time over the bounds); reviewers get a copy of the pages alone',
    },
    503: { description: 'Too many files are being checked at once; try again after Retry-After' },
  },
})

const linkAnswers = { 404: { description: 'The link does not work (unknown token)' } }

export const openScholarshipApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/application',
  summary:
    'The application of a continue link (`token`), as its applicant sees it: their fields, which documents are in, what is still missing, which recommendation letters have arrived (never their contents), and whether the round is still open.',
  access: 'public',
  rateLimit: 'scholarship',
  body: applicationTokenSchema,
  output: applicantViewSchema,
  answers: linkAnswers,
})

export const updateScholarshipApplicationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/scholarships/application',
  summary: 'Changes the fields given (name, phone, school, graduation_year, essay) of the application of `token`, until it is submitted and while the round is open.',
  access: 'public',
  rateLimit: 'scholarship',
  body: updateApplicationSchema,
  output: applicantViewSchema,
  answers: { ...linkAnswers, 409: { description: 'Already submitted, or the round has closed' } },
})

export const askScholarshipRecommenderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/application/recommenders',
  summary:
    'Asks a recommender (`name`, `email`) for a letter for the application of `token`: they are mailed their own link (/scholarships/recommend?token=…). Up to the round’s number of letters, while the round is open (also after submitting). The same recommender again, before their letter arrived, is mailed a fresh link.',
  access: 'public',
  rateLimit: 'scholarship',
  body: recommenderSchema,
  status: 201,
  output: applicantViewSchema,
  answers: {
    404: { description: 'The link does not work (unknown token)' },
    409: { description: 'This recommender’s letter already arrived, the round needs no more letters, or the round has closed' },
    429: { description: 'The recommender’s address had its mails for the hour: nothing stored' },
  },
})

export const submitScholarshipApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/application/submit',
  summary:
    'Submits the application of `token`: 422 naming what is missing (the essay, a required document, an essay over the word limit), otherwise submitted and a confirmation mailed. Recommendation letters may still arrive until the round closes.',
  access: 'public',
  rateLimit: 'scholarship',
  body: applicationTokenSchema,
  output: applicantViewSchema,
  answers: { 404: { description: 'The link does not work (unknown token)' }, 409: { description: 'Already submitted, or the round has closed' } },
})

export const listScholarshipRoundsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/scholarships',
  summary: 'Published scholarship rounds, each with `open` (taking applications now) and its phase: open ones first, then upcoming, then closed ones with the recipients staff published',
  access: 'public',
  output: z.array(roundSummarySchema),
  cache: 'public',
})

export const sendRecommendationLetterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/scholarships/recommendations',
  summary:
    'A recommender’s letter by their link: JSON `{token, letter}`, or multipart `token` and `file` (a PDF by content, at most 10 MB). Once: the same link again is 409. A round that has closed is 409 and says so. The applicant is told a letter arrived, never what it says.',
  access: 'public',
  rateLimit: 'scholarship',
  multipart: {
    fields: letterFileFieldsSchema,
    file: 'file',
    json: letterSchema,
    limits: { maxFileBytes: SCHOLARSHIP_FILE_MAX_BYTES, tooLarge: SCHOLARSHIP_MESSAGES.fileTooLarge, missing: SCHOLARSHIP_MESSAGES.fileMissing, what: 'PDF' },
  },
  status: 201,
  output: messageSchema,
  answers: {
    404: { description: 'The link does not work (unknown token)' },
    422: { description: 'A PDF that cannot be read (password-protected or damaged), or too large or complex to check' },
    503: { description: 'Too many files are being checked at once; try again after Retry-After' },
    409: { description: 'The letter was already received, or the round has closed' },
  },
})
