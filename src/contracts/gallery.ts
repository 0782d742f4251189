import * as z from 'zod/mini'

import { messageSchema, pageQuerySchema, storedSchema } from './api'
import { defineEndpoint } from './endpoint'
import { photoFieldsSchema } from './photo'

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

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const approvePhotoEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/gallery/admin/{id}/approve',
  summary: 'Approve a photo',
  access: 'staff',
  role: 'content',
  body: approveSchema,
  output: pendingPhotoSchema,
})

export const rejectPhotoEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/gallery/admin/{id}',
  summary: 'Reject: delete the photo and its files',
  access: 'staff',
  role: 'content',
  output: messageSchema,
})

export const signedPhotoFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gallery/admin/{id}/image',
  summary: 'A photo’s file by the signed link the pending list hands out (no bearer token: the signature is the access)',
  access: 'signed-link',
  query: signedImageQuerySchema,
  file: { contentType: 'image/*', description: 'The image' },
})

export const listPendingPhotosEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gallery/admin/pending',
  summary: 'Photos awaiting review',
  access: 'staff',
  role: 'content',
  output: z.array(pendingPhotoSchema),
})

/** Without a query it is a cached answer; `?skip=&limit=` windows are served by ../window (a rewrite). */
export const listApprovedPhotosEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gallery',
  summary: 'Approved photos, newest first (the newest 100 unless `?skip=&limit=` choose a window)',
  access: 'public',
  query: pageQuerySchema,
  output: z.array(publicPhotoSchema),
  cache: 'public',
})

export const submitPhotoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/gallery/submit',
  summary: 'Submit a photo (JPEG or PNG by content, under 10 MB); pending until approved',
  access: 'public',
  rateLimit: 'gallery-submit',
  multipart: { fields: photoFieldsSchema, file: 'file', fileRequired: true },
  status: 201,
  output: storedSchema,
})

export const approvedPhotoWindowEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/gallery/window',
  summary: 'One window of approved photos, read per request',
  access: 'public',
  query: pageQuerySchema,
  output: z.array(publicPhotoSchema),
  internal: 'GET /api/gallery?skip=&limit= is rewritten here (next.config.mjs)',
})
