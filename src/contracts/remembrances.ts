import * as z from 'zod/mini'

import { emailField, longText, requiredText } from './common'
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
    z.pipe(z.string({ error: REMEMBRANCE_MESSAGES.message }), z.transform((value: string) => value.replace(/\r\n?/g, '\n'))),
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
  consent: z.pipe(z.literal('true', { error: CONSENT_MESSAGE }), z.transform(() => true as const)),
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
