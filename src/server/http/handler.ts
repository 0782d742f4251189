import { core } from 'zod/mini'

import { log } from '@/lib/log'
import { isDatabaseUnavailable, isInvalidInput } from '@/lib/postgres'

import { DomainError } from '../domain/errors'
import { apiErrorFromDomain } from './domainStatus'
import { ApiError, databaseUnavailable } from './errors'
import { errorResponse, fieldErrors } from './respond'

type RouteContext<P> = { params: Promise<P> }
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response>
/** Told of an error that became a plain 500 (src/server/services/operations/serverErrors.ts reports it). */
type Unhandled = (error: unknown, request: Request) => void

/**
 * Wraps a route handler so every failure becomes the contract's error envelope: our ApiErrors as
 * they are, validation errors as 422, Payload's own errors by their status (a hook's public refusal
 * with its own status and message), anything else as a
 * plain 500 that never shows a stack trace, of which `unhandled` is told. It never reads the request
 * itself, so a public GET stays cacheable (`export const revalidate`); the CORS grant is added as
 * the answer leaves the production server (scripts/server.mjs), for cached answers too.
 */
export function apiRoute<P = Record<string, never>>(handler: Handler<P>, unhandled: Unhandled): Handler<P> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      const answer = toApiError(error)
      if (answer === SOMETHING_WENT_WRONG) unhandled(error, request)
      return errorResponse(answer)
    }
  }
}

const SOMETHING_WENT_WRONG = new ApiError(500, 'Something went wrong on our side. Please try again.')

const isClientStatus = (status: number | undefined): status is number => typeof status === 'number' && status >= 400 && status < 500

function toApiError(error: unknown): ApiError {
  if (error instanceof DomainError) return apiErrorFromDomain(error)
  if (error instanceof ApiError) return error
  if (error instanceof core.$ZodError) return new ApiError(422, 'Please correct the highlighted fields.', fieldErrors(error))
  // Payload's errors are read by shape and status: the production bundle renames classes, and
  // Payload's own module may be a separate instance from the one imported here.
  const payloadError = error as { status?: number; message?: unknown; isPublic?: boolean; data?: { errors?: { path: string; message: string }[] } }
  if (payloadError?.status === 400 && Array.isArray(payloadError.data?.errors)) {
    const fields = Object.fromEntries(payloadError.data.errors.map((e) => [e.path, e.message]))
    return new ApiError(422, 'Please correct the highlighted fields.', fields)
  }
  if (payloadError?.status === 404) return new ApiError(404, 'Not found.')
  if (payloadError?.status === 413) return new ApiError(413, 'The upload is too large.')
  if (payloadError?.status === 400) return new ApiError(422, 'The submission could not be processed. Please check it and try again.')
  if (payloadError?.status === 403) return new ApiError(401, 'Please sign in again.', undefined, { 'WWW-Authenticate': 'Bearer' })
  // A refusal a collection's hook made public (an APIError with `isPublic`, e.g. keepCampaignWithGifts' 409): its status and words.
  if (payloadError?.isPublic === true && isClientStatus(payloadError.status) && typeof payloadError.message === 'string') return new ApiError(payloadError.status, payloadError.message)
  if (isInvalidInput(error)) return new ApiError(400, 'The request holds a value that cannot be stored. Please check it and try again.')
  if (isDatabaseUnavailable(error)) {
    log.error({ err: error }, 'Database unavailable')
    return databaseUnavailable()
  }
  return SOMETHING_WENT_WRONG
}
