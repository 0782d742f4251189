import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'

import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/handler'

/** What the route wrapper answers when the handler throws `error`. */
async function answerTo(error: unknown) {
  const route = apiRoute(async () => {
    throw error
  })
  const response = await route(new Request('http://site.test/api/x'), { params: Promise.resolve({}) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }
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

  it('anything else: a plain 500, never the error’s own words', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { status, body } = await answerTo(new Error('secret stack detail at /srv/app.js:1'))
    expect(status).toBe(500)
    expect(JSON.stringify(body)).not.toContain('secret')
    expect(body).toEqual({ detail: 'Something went wrong on our side. Please try again.' })
  })

  it('answers carry the private Cache-Control', async () => {
    expect((await answerTo(new ApiError(404, 'Not here.'))).headers.get('cache-control')).toBe('private, no-store')
  })
})
