import * as z from 'zod/mini'

// The photo form's schemas are in photo.ts, apart from these, which only the server uses.

export const publicPhotoSchema = z.object({
  id: z.number().check(z.int()),
  url: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
})
export type PublicPhoto = z.infer<typeof publicPhotoSchema>

/** A public photo plus the small square the site's own grid shows. */
export type GalleryItem = PublicPhoto & { thumbnail_url: string }

export const pendingPhotoSchema = z.extend(publicPhotoSchema, {
  thumbnail_url: z.nullable(z.string()),
  uploader_name: z.string(),
  uploader_email: z.string(),
  submitted_at: z.string(),
  consent_signed: z.boolean(),
})
export type PendingPhoto = z.infer<typeof pendingPhotoSchema>

export const approveSchema = z.object({
  approved: z.literal(true, { error: 'Send {"approved": true} to approve a photo' }),
})

/** The query of a signed photo link (see signedPhotoUrl); checked by its signature. */
export const signedImageQuerySchema = z.object({
  variant: z.enum(['original', 'thumbnail', 'large']),
  expires: z.coerce.number().check(z.int()),
  signature: z.string(),
})
