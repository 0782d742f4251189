import * as z from 'zod/mini'

import { emailField, optionalText, requiredText } from './common'

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
export const PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const

export const PHOTO_MESSAGES = {
  missing: 'Please select a photo to upload',
  type: 'Please select a JPG or PNG image',
  size: 'File size must be less than 10MB',
  dimensions: 'This image is too large to process. Please send a JPG or 8-bit PNG of at most 40 megapixels.',
  busy: 'Many photos are being processed right now. Please try again in a few seconds.',
} as const

/** The text fields of a photo submission (multipart); the file is checked on its own. */
export const CONSENT_MESSAGE = 'You must agree to the terms'

/** The rules of a photo's fields: the photo form, the API and /cms alike. */
export const photoFields = {
  title: requiredText('Title is required'),
  description: optionalText(2000),
  uploader_name: requiredText('Your name is required'),
  uploader_email: emailField(),
  consent_signed: z.literal(true, { error: CONSENT_MESSAGE }),
}

/** A multipart form sends the consent checkbox as the text "true". */
export const photoFieldsSchema = z.object({
  ...photoFields,
  consent_signed: z.pipe(
    z.literal('true', { error: CONSENT_MESSAGE }),
    z.transform(() => true as const),
  ),
})

/** The browser's check of a chosen file (the server checks the content again). */
export const photoFileProblem = (file: ChosenFile): string | null => chosenFileProblem(file, PHOTO_TYPES, PHOTO_MESSAGES.type)

type ChosenFile = { type: string; size: number } | undefined | null

function chosenFileProblem(file: ChosenFile, types: readonly string[], typeMessage: string): string | null {
  if (!file) return PHOTO_MESSAGES.missing
  if (!types.includes(file.type)) return typeMessage
  if (file.size >= PHOTO_MAX_BYTES) return PHOTO_MESSAGES.size
  return null
}

/** A sponsor's logo may also be WebP (kept as PNG, its transparency with it); never SVG. */
export const LOGO_TYPES = [...PHOTO_TYPES, 'image/webp'] as const
export const LOGO_TYPE_MESSAGE = 'Please select a PNG, JPG or WebP image'

/** The browser's check of a chosen logo (the server checks the content again). */
export const logoFileProblem = (file: ChosenFile): string | null => chosenFileProblem(file, LOGO_TYPES, LOGO_TYPE_MESSAGE)

/** The browser's check of an optional photo: none is fine (the server checks the content again). */
export const optionalPhotoProblem = (file: ChosenFile): string | null => (file ? photoFileProblem(file) : null)

/** The photo form in the browser: the shared fields, a consent checkbox and the file. */
export const photoFormSchema = z.object({
  ...photoFields,
  file: z.custom<FileList | null>().check(
    z.superRefine((files: FileList | null, ctx) => {
      const problem = photoFileProblem(files?.[0])
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  ),
})
