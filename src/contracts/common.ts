import * as z from 'zod/mini'

// The field rules the browser's forms and the API share (zod/mini: the browser gets only the
// functions it uses). A form's page loads this module and the form's own (contact.ts, rsvp.ts,
// donate.ts, photo.ts), and a module builds all its schemas as it loads, so the schemas only the
// server uses live apart: api.ts, events.ts, donations.ts, gallery.ts.

export const EMAIL_MESSAGE = 'Invalid email address'

/** A trimmed email, lower-cased so one person is one address. */
export const emailField = (message = EMAIL_MESSAGE) =>
  z.pipe(
    z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(320, message)), z.email({ error: message })),
    z.transform((value: string) => value.toLowerCase()),
  )

/** A required single-line text: trimmed, not empty, bounded. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, `Please keep this under ${max} characters`))

/** An optional text: empty strings become null, so clearing a field really clears it. */
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string({ error: 'Must be text' }).check(z.trim(), z.maxLength(max, `Please keep this under ${max} characters`))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  )
