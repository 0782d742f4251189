import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'

import { CAMPAIGN_HAS_GIFTS } from '@/collections/Campaigns/hooks/keepCampaignWithGifts'
import type { DomainErrorKind } from '@/server/domain/errors'
import { conflict, DomainError, forbidden, invalid, notFound, tooLarge, tooMany, unauthenticated, unavailable, unsupported } from '@/server/domain/errors'
import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/handler'

/** What the route wrapper answers when the handler throws `error`, and whether it reported the error as unhandled. */
async function answerTo(error: unknown) {
  const reported: unknown[] = []
  const route = apiRoute(
    async () => {
      throw error
    },
    (unhandled) => reported.push(unhandled),
  )
  const response = await route(new Request('http://site.test/api/x'), { params: Promise.resolve({}) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers, reported }
}

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('the route wrapper maps every failure to the contract’s envelope', () => {
  it('our own errors as they are', async () => {
    expect(await answerTo(new ApiError(404, 'Not here.'))).toMatchObject({ status: 404, body: { detail: 'Not here.' } })
  })

  it('a zod error: 422 with one message per field', async () => {
    const schema = z.object({ name: z.string().check(z.minLength(1, 'Name is required')), email: z.email('Invalid email') })
    const failure = schema.safeParse({ name: '', email: 'nope' })
    expect(failure.success).toBe(false)
    const { status, body } = await answerTo(failure.error)
    expect(status).toBe(422)
    expect(body).toEqual({ detail: 'Please correct the highlighted fields.', fields: { name: 'Name is required', email: 'Invalid email' } })
  })

  it('Payload’s validation errors, read by shape: 422 with their fields', async () => {
    const payloadError = { status: 400, data: { errors: [{ path: 'title', message: 'This field is required.' }] } }
    expect(await answerTo(payloadError)).toMatchObject({ status: 422, body: { fields: { title: 'This field is required.' } } })
  })

  it('Payload’s other statuses', async () => {
    expect((await answerTo({ status: 404 })).status).toBe(404)
    expect((await answerTo({ status: 413 })).status).toBe(413)
    expect((await answerTo({ status: 400 })).status).toBe(422)
    const forbidden = await answerTo({ status: 403 })
    expect(forbidden.status).toBe(401)
    expect(forbidden.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('a refusal a collection hook made public (an APIError with isPublic): its own status and words', async () => {
    const hookRefusal = Object.assign(new Error(CAMPAIGN_HAS_GIFTS), { name: 'APIError', status: 409, isPublic: true })
    expect(await answerTo(hookRefusal)).toMatchObject({ status: 409, body: { detail: CAMPAIGN_HAS_GIFTS } })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const privateRefusal = await answerTo(Object.assign(new Error('internal words'), { status: 409 }))
    expect(privateRefusal.status).toBe(500)
    expect(JSON.stringify(privateRefusal.body)).not.toContain('internal words')
  })

  it('a value PostgreSQL cannot store: 400', async () => {
    expect((await answerTo(withCode('22P02', 'invalid input syntax'))).status).toBe(400)
  })

  it('the database away: 503 with Retry-After, and the cause found down the chain', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const unavailable = await answerTo(new Error('Failed query', { cause: withCode('ECONNREFUSED') }))
    expect(unavailable.status).toBe(503)
    expect(unavailable.headers.get('retry-after')).toBe('5')
    expect(unavailable.body).toEqual({ detail: 'The service is briefly unavailable. Please try again in a moment.' })
  })

  it('anything else: a plain 500, never the error’s own words, and the error reported as unhandled', async () => {
    const error = new Error('secret stack detail at /srv/app.js:1')
    const { status, body, reported } = await answerTo(error)
    expect(status).toBe(500)
    expect(JSON.stringify(body)).not.toContain('secret')
    expect(body).toEqual({ detail: 'Something went wrong on our side. Please try again.' })
    expect(reported).toEqual([error])
  })

  it('only a plain 500 is reported as unhandled: refusals and the database away are answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect((await answerTo(new ApiError(404, 'Not here.'))).reported).toEqual([])
    expect((await answerTo(new DomainError('conflict', 'Taken.'))).reported).toEqual([])
    expect((await answerTo(withCode('57P01', 'terminating connection'))).reported).toEqual([])
  })

  it('answers carry the private Cache-Control', async () => {
    expect((await answerTo(new ApiError(404, 'Not here.'))).headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('a service’s domain errors, mapped to statuses by the route wrapper', () => {
  it('not-found: 404 with its message, or the plain one', async () => {
    expect(await answerTo(notFound('That event does not exist.'))).toMatchObject({ status: 404, body: { detail: 'That event does not exist.' } })
    const plain = await answerTo(notFound())
    expect(plain.status).toBe(404)
    expect(plain.body).toEqual({ detail: 'Not found.' })
  })

  it('conflict: 409', async () => {
    const { status, body } = await answerTo(conflict('That name is taken.'))
    expect(status).toBe(409)
    expect(body).toEqual({ detail: 'That name is taken.' })
  })

  it('invalid: 422 with its fields, under the usual message unless it brings its own', async () => {
    const fields = await answerTo(invalid({ skip: 'skip + limit must not exceed 5000' }))
    expect(fields.status).toBe(422)
    expect(fields.body).toEqual({ detail: 'Please correct the highlighted fields.', fields: { skip: 'skip + limit must not exceed 5000' } })
    // No field to blame: the message alone, and the (empty) fields as the contract has always sent them.
    const taken = await answerTo(invalid({}, 'This event has already taken place.'))
    expect(taken.status).toBe(422)
    expect(taken.body).toEqual({ detail: 'This event has already taken place.', fields: {} })
  })

  it('forbidden: 403', async () => {
    const { status, body, headers } = await answerTo(forbidden())
    expect(status).toBe(403)
    expect(body).toEqual({ detail: 'You may not do that.' })
    expect(headers.get('www-authenticate')).toBeNull()
  })

  it('unavailable: 503, with Retry-After only when the service gives one', async () => {
    const off = await answerTo(unavailable('Online card giving is not available right now. Please give by mail, or try again later.'))
    expect(off.status).toBe(503)
    expect(off.body).toEqual({ detail: 'Online card giving is not available right now. Please give by mail, or try again later.' })
    expect(off.headers.get('retry-after')).toBeNull()
    const later = await answerTo(unavailable('We could not reach our payment provider. Please try again in a moment.', 30))
    expect(later.status).toBe(503)
    expect(later.headers.get('retry-after')).toBe('30')
  })

  it('unauthenticated: 401 with WWW-Authenticate: Bearer', async () => {
    const { status, body, headers } = await answerTo(unauthenticated('Invalid email or password'))
    expect(status).toBe(401)
    expect(body).toEqual({ detail: 'Invalid email or password' })
    expect(headers.get('www-authenticate')).toBe('Bearer')
    expect((await answerTo(unauthenticated())).body).toEqual({ detail: 'Please sign in again.' })
  })

  it('unsupported: 415 with its fields', async () => {
    const { status, body } = await answerTo(unsupported('Please select a JPG or PNG image', { file: 'Please select a JPG or PNG image' }))
    expect(status).toBe(415)
    expect(body).toEqual({ detail: 'Please select a JPG or PNG image', fields: { file: 'Please select a JPG or PNG image' } })
  })

  it('too-large: 413', async () => {
    const { status, body } = await answerTo(tooLarge('The photo is too large.', { file: 'The photo is too large.' }))
    expect(status).toBe(413)
    expect(body).toEqual({ detail: 'The photo is too large.', fields: { file: 'The photo is too large.' } })
  })

  it('too-many: 429 with Retry-After', async () => {
    const { status, body, headers } = await answerTo(tooMany('Please try again in an hour.', 1_200))
    expect(status).toBe(429)
    expect(body).toEqual({ detail: 'Please try again in an hour.' })
    expect(headers.get('retry-after')).toBe('1200')
  })

  it('every kind has its status, and none answers 500', async () => {
    const expected: Record<DomainErrorKind, number> = {
      'not-found': 404,
      conflict: 409,
      invalid: 422,
      forbidden: 403,
      unavailable: 503,
      unauthenticated: 401,
      unsupported: 415,
      'too-large': 413,
      'too-many': 429,
    }
    for (const [kind, status] of Object.entries(expected) as [DomainErrorKind, number][]) {
      const answer = await answerTo(new DomainError(kind, 'A message.'))
      expect([kind, answer.status]).toEqual([kind, status])
      expect(answer.body.detail).toBe('A message.')
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('the database away still answers 503 with Retry-After: 5, not as a domain error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const away = await answerTo(withCode('57P01', 'terminating connection due to administrator command'))
    expect(away.status).toBe(503)
    expect(away.headers.get('retry-after')).toBe('5')
  })
})
