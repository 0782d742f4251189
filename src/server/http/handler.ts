import { ZodError } from 'zod'

import { ApiError } from './errors'
import { errorResponse, fieldErrors } from './respond'

type RouteContext<P> = { params: Promise<P> }
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response>

/**
 * Wraps a route handler so every failure becomes the contract's error envelope: our ApiErrors as
 * they are, validation errors as 422, Payload's own errors by their status, anything else as a
 * plain 500 that is logged on the server and never shows a stack trace.
 */
export function apiRoute<P = Record<string, never>>(handler: Handler<P>): Handler<P> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      return errorResponse(toApiError(error))
    }
  }
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof ZodError) return new ApiError(422, 'Please correct the highlighted fields.', fieldErrors(error))
  const payloadError = error as { status?: number; name?: string; data?: { errors?: { path: string; message: string }[] } }
  if (payloadError?.name === 'ValidationError' && payloadError.data?.errors) {
    const fields = Object.fromEntries(payloadError.data.errors.map((e) => [e.path, e.message]))
    return new ApiError(422, 'Please correct the highlighted fields.', fields)
  }
  if (payloadError?.status === 404 || payloadError?.name === 'NotFound') return new ApiError(404, 'Not found.')
  if (payloadError?.status === 403 || payloadError?.name === 'Forbidden') {
    return new ApiError(401, 'Please sign in again.', undefined, { 'WWW-Authenticate': 'Bearer' })
  }
  console.error('Unhandled API error:', error)
  return new ApiError(500, 'Something went wrong on our side. Please try again.')
}
