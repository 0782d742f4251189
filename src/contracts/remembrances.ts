import * as z from 'zod/mini'

import { messageSchema, pageQuerySchema, storedSchema } from './api'
import { emailField, longText, requiredText } from './common'
import { defineEndpoint } from './endpoint'
import { signedFundraiserPhotoQuerySchema as signedLinkQuerySchema } from './fundraisers'
import { CONSENT_MESSAGE, optionalPhotoProblem } from './photo'

// The remembrance wall (/remember): what a visitor leaves (name, email never shown, relationship,
// a plain-text message, an optional photo, consent to publish), its API and the staff's moderation.

export const REMEMBRANCE_MESSAGE_MAX = 2000
export const REMEMBRANCE_STATUSES = ['pending', 'published', 'hidden'] as const
export type RemembranceStatus = (typeof REMEMBRANCE_STATUSES)[number]
/** Reports from this many different networks hide a published remembrance until staff look again. */
export const REPORTS_TO_HIDE = 3
/** Once staff chose to keep it (published it again), it takes this many reports from networks that never reported it. */
export const REPORTS_TO_HIDE_AGAIN = 5

export const REMEMBRANCE_MESSAGES = {
  name: 'Your name is required',
  relationship: 'Please tell us how you knew her',
  message: 'Please write a few words',
  left: 'Thank you. Your remembrance was received; it will appear on the wall once our team has read it. We will email you when it does.',
  reported: 'Thank you for telling us. Our team will look at it.',
} as const

/** The rules of a remembrance's fields: the form, the API and /cms alike. Plain text only. */
export const remembranceFields = {
  name: requiredText(REMEMBRANCE_MESSAGES.name, 100),
  email: emailField(),
  relationship: requiredText(REMEMBRANCE_MESSAGES.relationship, 100),
  // A form sends its line breaks as CRLF: one line break is one character, as the visitor counted it.
  message: z.pipe(
    z.pipe(
      z.string({ error: REMEMBRANCE_MESSAGES.message }),
      z.transform((value: string) => value.replace(/\r\n?/g, '\n')),
    ),
    longText(1, REMEMBRANCE_MESSAGE_MAX, REMEMBRANCE_MESSAGES.message),
  ),
}

/** `website`: the field people never see (the honeypot); filled in, the POST is refused and nothing is stored. */
const honeypot = { website: z.optional(z.string().check(z.maxLength(500))) }

/** POST /api/remembrances as JSON: consent is `true`. */
export const leaveRemembranceSchema = z.object({
  ...remembranceFields,
  consent: z.literal(true, { error: CONSENT_MESSAGE }),
  ...honeypot,
})
export type LeaveRemembrance = z.output<typeof leaveRemembranceSchema>

/** The same as multipart (with a `photo`): a form sends consent as the text "true". */
export const leaveRemembranceFieldsSchema = z.object({
  ...remembranceFields,
  consent: z.pipe(
    z.literal('true', { error: CONSENT_MESSAGE }),
    z.transform(() => true as const),
  ),
  ...honeypot,
})

/** The browser's form: the shared fields, the consent box and an optional photo. */
export const remembranceFormSchema = z.object({
  ...remembranceFields,
  consent: z.literal(true, { error: CONSENT_MESSAGE }),
  website: z.optional(z.string()),
  photo: z.custom<FileList | null>().check(
    z.superRefine((files: FileList | null, ctx) => {
      const problem = optionalPhotoProblem(files?.[0])
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  ),
})

/** POST /api/remembrances/{id}/report: an optional reason, and the honeypot. */
export const reportRemembranceSchema = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  ...honeypot,
})

const int = () => z.number().check(z.int())

/** A published remembrance as the public sees it: never the email. */
export const publicRemembranceSchema = z.object({
  id: int(),
  name: z.string(),
  relationship: z.string(),
  message: z.string(),
  /** A web-sized copy of the photo, or null. */
  photo_url: z.nullable(z.string()),
  published_at: z.string(),
})
export type PublicRemembrance = z.infer<typeof publicRemembranceSchema>

/** What staff see and moderate. */
export const staffRemembranceSchema = z.object({
  id: int(),
  name: z.string(),
  email: z.string(),
  relationship: z.string(),
  message: z.string(),
  status: z.enum(REMEMBRANCE_STATUSES),
  /** Why it is hidden: staff hid it, or reports did (until staff look again); null when not hidden. */
  hidden_by: z.nullable(z.enum(['staff', 'reports'])),
  report_count: int(),
  /** A signed link to the photo (pending or not), or null. */
  photo_url: z.nullable(z.string()),
  created_at: z.string(),
  published_at: z.nullable(z.string()),
})
export type StaffRemembrance = z.infer<typeof staffRemembranceSchema>

export const staffRemembranceQuerySchema = z.object({
  status: z._default(z.enum([...REMEMBRANCE_STATUSES, 'all'], { error: 'Unknown status' }), 'pending'),
})

/** Staff: publish, hide, or correct a typo (the words stay the writer's). */
export const moderateRemembranceSchema = z.object({
  status: z.optional(z.enum(REMEMBRANCE_STATUSES, { error: 'Unknown status' })),
  name: z.optional(remembranceFields.name),
  relationship: z.optional(remembranceFields.relationship),
  message: z.optional(remembranceFields.message),
})

/** The staff's edit form: a typo in the name, relationship or message. */
export const editRemembranceFormSchema = z.object({
  name: remembranceFields.name,
  relationship: remembranceFields.relationship,
  message: remembranceFields.message,
})

/** The moderation view's filters, in menu order. */
export const REMEMBRANCE_FILTERS = ['pending', 'published', 'hidden', 'all'] as const

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

const NOT_FOUND = { 404: { description: 'No remembrance has this id' } } as const

export const moderateRemembranceEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/remembrances/{id}',
  summary: 'Publish (`status: "published"`: the writer is mailed the first time, and reports so far are settled), hide (`"hidden"`), or correct a typo in the name, relationship or message',
  access: 'staff',
  role: 'content',
  body: moderateRemembranceSchema,
  output: staffRemembranceSchema,
  answers: NOT_FOUND,
})

export const deleteRemembranceEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/remembrances/{id}',
  summary: 'Delete a remembrance and its photo',
  access: 'staff',
  role: 'content',
  output: messageSchema,
  answers: NOT_FOUND,
})

export const signedRemembrancePhotoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/remembrances/{id}/photo',
  summary: 'A remembrance’s photo (pending or not) by the signed link the staff list hands out (no bearer token: the signature is the access)',
  access: 'signed-link',
  query: signedLinkQuerySchema,
  file: { contentType: 'image/*', description: 'The image' },
})

export const listRemembrancesForStaffEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/remembrances',
  summary: 'Remembrances by status (by default `pending`, oldest first: the next to read), each with its report count and a signed link to its photo',
  access: 'staff',
  role: 'content',
  query: staffRemembranceQuerySchema,
  output: z.array(staffRemembranceSchema),
})

export const remembrancePhotoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/remembrances/{id}/photo',
  summary: 'The photo of a published remembrance (web-sized); 404 for one pending, hidden or without a photo',
  access: 'public',
  file: { contentType: 'image/*', description: 'The image' },
  answers: { 404: { description: 'No published remembrance with a photo has this id' } },
})

export const reportRemembranceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/remembrances/{id}/report',
  summary:
    'Report a published remembrance (`{reason?}`). Reports from three different networks (an IPv4 address, an IPv6 /56) hide it until staff look again; one network counts once, ever, and once staff published it again it takes five new ones. `website` is the honeypot (400)',
  access: 'public',
  rateLimit: 'remembrance-report',
  body: reportRemembranceSchema,
  output: messageSchema,
  answers: { 404: { description: 'No published remembrance has this id' }, 400: { description: 'The hidden `website` field filled in' } },
})

export const listRemembrancesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/remembrances',
  summary: 'Published remembrances, newest first (`?skip=&limit=`, 20 by default); the total in X-Total-Count. Never the writer’s email',
  access: 'public',
  query: pageQuerySchema,
  output: z.array(publicRemembranceSchema),
})

export const leaveRemembranceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/remembrances',
  summary:
    'Leave a remembrance: JSON `{name, email, relationship, message, consent: true}`, or multipart with the same fields (consent "true") and an optional `photo` (JPEG or PNG by content, under 10 MB). Stored pending: shown once staff publish it, and the writer is mailed then. `website` is a field people never see: filled in, nothing is stored (400)',
  access: 'public',
  rateLimit: 'remembrance',
  multipart: { fields: leaveRemembranceFieldsSchema, file: 'photo', json: leaveRemembranceSchema, honeypot: true },
  status: 201,
  output: storedSchema,
  answers: { 400: { description: 'The hidden `website` field filled in (nothing is stored)' } },
})
