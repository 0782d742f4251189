import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { PHOTO_MESSAGES } from '@/contracts/photo'
import { imageHeader, withinDecodeBudget } from '@/server/services/media/photoImage'

/**
 * Before Payload decodes a file sent through /cms (or any Local API call), its header alone is
 * held to the decode budget that /api applies (src/server/services/media/photoImage.ts): Payload decodes
 * an upload four times (the original and each size), so a 16-bit giant must not reach it.
 */
export const refuseOversizedImage: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return args
  const header = await imageHeader(file.tempFilePath || file.data)
  // A file without a readable header is Payload's to refuse (its mime types and own checks).
  if (header && !withinDecodeBudget(header)) throw oversized()
  return args
}

/**
 * Payload shows an error's message only when it recognises the error (with `data`) or it has a
 * name, and the production bundle renames classes: both are given.
 */
function oversized(): APIError {
  const error = new APIError(PHOTO_MESSAGES.dimensions, 413, { file: PHOTO_MESSAGES.dimensions }, true)
  error.name = 'APIError'
  return error
}
