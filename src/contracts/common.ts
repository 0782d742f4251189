import * as z from 'zod/mini'

// The field rules of the whole site, each declared once. The browser's forms, the /api handlers
// and the Payload collections (through src/collections/validateWith.ts, so /cms enforces them too)
// all use these. zod/mini: the browser gets only the functions it uses. A form's page loads this
// module and the form's own (contact.ts, rsvp.ts, donate.ts, photo.ts), and a module builds all
// its schemas as it loads, so the schemas only the server or the staff area use live apart:
// api.ts, events.ts, sponsors.ts, donations.ts, gallery.ts, adminForms.ts.

export const EMAIL_MESSAGE = 'Invalid email address'
/** An empty required email, said the way the other required fields say it. */
export const EMAIL_REQUIRED_MESSAGE = 'Email is required'
export const URL_MESSAGE = 'Please enter a valid URL'
export const EMAIL_MAX = 320

export const tooLongMessage = (max: number) => `Please keep this under ${max.toLocaleString('en-US')} characters`
export const ONE_LINE_MESSAGE = 'Please keep this on one line'
export const CONTROL_MESSAGE = 'Please remove the invisible control characters'

const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
/** The control characters a text of several lines may not hold: all but tab, line feed, return. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/**
 * The checks of every one-line field (names, subjects, titles, places): no line break, which could
 * forge a line in a log or a header in a mail, and no other control character (a tab, a
 * terminal's escape). Run after `z.trim()`, so a break only at the ends is trimmed away.
 */
export const oneLine = () => [z.refine<string>((value) => !LINE_BREAK.test(value), ONE_LINE_MESSAGE), z.refine<string>((value) => !CONTROL.test(value), CONTROL_MESSAGE)]

/** The check of a field of several lines (a message, a note): lines and tabs, no other control character. */
export const noControlCharacters = () => z.refine<string>((value) => !CONTROL_IN_TEXT.test(value), CONTROL_MESSAGE)

/** A required email, trimmed, lower-cased so one person is one address; empty, it is "required". */
export const emailField = (message = EMAIL_MESSAGE) =>
  z.pipe(
    z.pipe(z.string({ error: message }).check(z.trim(), z.minLength(1, EMAIL_REQUIRED_MESSAGE), z.maxLength(EMAIL_MAX, message)), z.email({ error: message })),
    z.transform((value: string) => value.toLowerCase()),
  )

/** An email that may be left out: empty becomes null, anything else must be an address. */
export const optionalEmail = (message: string) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(EMAIL_MAX, message))).check(z.refine(isEmailOrEmpty, message)),
    z.transform((value: string | null | undefined) => (value ? value.toLowerCase() : null)),
  )

const validEmail = z.email()
export const isEmailOrEmpty = (value: string | null | undefined) => !value || validEmail.safeParse(value).success

/** A required single-line text: trimmed, not empty, bounded, on one line. */
export const requiredText = (message: string, max = 200, tooLong = tooLongMessage(max)) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong), ...oneLine())

/** A text of at least `min` characters (a message, interests, a reason) that may have several lines. */
export const longText = (min: number, max: number, tooShort: string, tooLong = tooLongMessage(max)) =>
  z.string({ error: tooShort }).check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong), noControlCharacters())

/** An optional text of several lines (a description, a note): empty strings become null, so clearing a field really clears it. */
export const optionalText = (max: number, tooLong = tooLongMessage(max)) =>
  z.pipe(
    z.nullish(z.string({ error: 'Must be text' }).check(z.trim(), z.maxLength(max, tooLong), noControlCharacters())),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  )

/** An optional one-line text (a subject, a donor's name, a phone number); empty becomes null. */
export const optionalLine = (max: number, tooLong = tooLongMessage(max)) =>
  z.pipe(
    z.nullish(z.string({ error: 'Must be text' }).check(z.trim(), z.maxLength(max, tooLong), ...oneLine())),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  )

export const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** An optional absolute http(s) address, on one line (a URL parser would silently drop its breaks); empty becomes null. */
export const optionalHttpUrl = (max = 2000) =>
  z.pipe(
    z
      .nullish(z.string({ error: URL_MESSAGE }).check(z.trim(), z.maxLength(max, URL_MESSAGE), ...oneLine()))
      .check(z.refine((value: string | null | undefined) => !value || isHttpUrl(value), URL_MESSAGE)),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  )

/** Whole cents from `min` to `max`, with one message for anything else. */
export const cents = (min: number, max: number, messages: { invalid: string; tooSmall?: string; tooLarge?: string }) =>
  z.number({ error: messages.invalid }).check(z.int(messages.invalid), z.gte(min, messages.tooSmall ?? messages.invalid), z.lte(max, messages.tooLarge ?? messages.invalid))

/** A JSON object (not an array, not a scalar). */
export const jsonObject = (message: string) => z.record(z.string(), z.unknown(), { error: message })

export const flag = () => z.boolean({ error: 'Must be true or false' })

/** "2031-09-11T18:30:00-04:00" or "…Z": an instant, answered as UTC ISO. */
export const isoDateTime = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(
      z.trim(),
      z.minLength(1, message),
      z.refine((value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), message),
    ),
    z.transform((value: string) => new Date(value).toISOString()),
  )

export const SLUG_MESSAGE = 'Use lowercase letters, digits and hyphens only'
export const SLUG_MAX = 100

/** An address segment (a campaign's, a fundraiser's): lowercase letters, digits and single hyphens. */
export const slugField = (message = 'Slug is required') =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(SLUG_MAX, tooLongMessage(SLUG_MAX)), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE))

/** An optional slug: empty becomes undefined. */
export const optionalSlug = () =>
  z.pipe(
    z.optional(z.union([z.literal(''), slugField()])),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  )
