import * as z from 'zod/mini'

// The field rules of the whole site, each declared once. The browser's forms, the /api handlers
// and the Payload collections (through src/collections/validateWith.ts, so /cms enforces them too)
// all use these. zod/mini: the browser gets only the functions it uses. A form's page loads this
// module and the form's own (contact.ts, rsvp.ts, donate.ts, photo.ts), and a module builds all
// its schemas as it loads, so the schemas only the server or the staff area use live apart:
// api.ts, events.ts, sponsors.ts, donations.ts, gallery.ts, adminForms.ts.

export const EMAIL_MESSAGE = 'Invalid email address'
export const URL_MESSAGE = 'Please enter a valid URL'
export const EMAIL_MAX = 320

export const tooLongMessage = (max: number) => `Please keep this under ${max.toLocaleString('en-US')} characters`

/** A trimmed email, lower-cased so one person is one address. */
export const emailField = (message = EMAIL_MESSAGE) =>
  z.pipe(
    z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(EMAIL_MAX, message)), z.email({ error: message })),
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

/** A required single-line text: trimmed, not empty, bounded. */
export const requiredText = (message: string, max = 200, tooLong = tooLongMessage(max)) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong))

/** A text of at least `min` characters (a message, interests), with one message for too short. */
export const longText = (min: number, max: number, tooShort: string, tooLong = tooLongMessage(max)) =>
  z.string({ error: tooShort }).check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong))

/** An optional text: empty strings become null, so clearing a field really clears it. */
export const optionalText = (max: number, tooLong = tooLongMessage(max)) =>
  z.pipe(
    z.nullish(z.string({ error: 'Must be text' }).check(z.trim(), z.maxLength(max, tooLong))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  )

export const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** An optional absolute http(s) address; empty becomes null. */
export const optionalHttpUrl = (max = 2000) =>
  z.pipe(
    z.nullish(z.string({ error: URL_MESSAGE }).check(z.trim(), z.maxLength(max, URL_MESSAGE))).check(
      z.refine((value: string | null | undefined) => !value || isHttpUrl(value), URL_MESSAGE),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  )

/** Whole cents from `min` to `max`, with one message for anything else. */
export const cents = (min: number, max: number, messages: { invalid: string; tooSmall?: string; tooLarge?: string }) =>
  z
    .number({ error: messages.invalid })
    .check(z.int(messages.invalid), z.gte(min, messages.tooSmall ?? messages.invalid), z.lte(max, messages.tooLarge ?? messages.invalid))

/** A JSON object (not an array, not a scalar). */
export const jsonObject = (message: string) => z.record(z.string(), z.unknown(), { error: message })

export const flag = () => z.boolean({ error: 'Must be true or false' })

/** "2031-09-11T18:30:00-04:00" or "…Z": an instant, answered as UTC ISO. */
export const isoDateTime = (message: string) =>
  z.pipe(
    z
      .string({ error: message })
      .check(
        z.trim(),
        z.minLength(1, message),
        z.refine((value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), message),
      ),
    z.transform((value: string) => new Date(value).toISOString()),
  )

/** An end that may be left out must not come before the start. */
export const END_BEFORE_START_MESSAGE = 'The end must not be before the start'
export const endNotBeforeStart = (start: string | Date | null | undefined, end: string | Date | null | undefined): boolean =>
  !start || !end || new Date(end).getTime() >= new Date(start).getTime()
