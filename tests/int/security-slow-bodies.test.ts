import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bytewise, trickle } from '../support/chunked'
import { freshAddress } from '../support/http'
import { pngImage } from '../support/payload'
import { type Stack, startStack } from '../support/startStack'

/**
 * Probe finding 5 of issue 22: a body trickled a byte at a time held its connection for the
 * server's whole request timeout (180 s), and the timeout answered 400. A small JSON body now has
 * 10 s (BODY_DEADLINE_SECONDS), a photo two minutes (UPLOAD_DEADLINE_SECONDS); then 408. This
 * server is given 2 s and 6 s, so the test waits seconds, not minutes.
 */
let stack: Stack
const url = (path: string) => `${stack.baseURL}${path}`

beforeAll(async () => {
  stack = await startStack({ BODY_DEADLINE_SECONDS: '2', UPLOAD_DEADLINE_SECONDS: '6', TRUSTED_PROXY_HOPS: '1', SCHEDULED_JOBS: 'false' })
})
afterAll(async () => {
  await stack?.stop()
})

describe('bodies that arrive too slowly', () => {
  it('a JSON body trickled to /api/contact gets 408 within its short deadline, and the server answers others meanwhile', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Slow Loris', email: 'slow@test.example.org', message: 'One byte at a time, for as long as you let me.' }))
    const answer = trickle(url('/api/contact'), { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() }, bytewise(body, 2), 250)
    // While it trickles, other visitors are served.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const started = performance.now()
    expect((await fetch(url('/api/health'))).status).toBe(200)
    expect(performance.now() - started).toBeLessThan(1_000)

    const { status, body: text, headers, ms, piecesSent } = await answer
    expect(status).toBe(408)
    expect(JSON.parse(text)).toEqual({ detail: 'The request took longer than 2 seconds to arrive. Please check your connection and try again.' })
    expect(headers.connection).toBe('close')
    expect(ms).toBeGreaterThan(1_900)
    expect(ms).toBeLessThan(6_000)
    expect(piecesSent).toBeLessThan(body.length)
  }, 30_000)

  it('a photo may take longer than a JSON body: an upload trickled for longer than the JSON deadline is stored', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries({ title: 'Sent slowly', uploader_name: 'Ann', uploader_email: 'ann@test.example.org', consent_signed: 'true' })) form.set(key, value)
    form.set('file', new Blob([new Uint8Array(await pngImage(64, 64))], { type: 'image/png' }), 'slow.png')
    const encoded = new Request('http://localhost/', { method: 'POST', body: form })
    const body = Buffer.from(await encoded.arrayBuffer())
    const headers = { 'Content-Type': encoded.headers.get('content-type')!, 'X-Forwarded-For': freshAddress() }
    const { status, body: text, ms } = await trickle(url('/api/gallery/submit'), headers, bytewise(body, 200, 7), 500)
    expect(status, text).toBe(201)
    // Past the 2 s a JSON body gets.
    expect(ms).toBeGreaterThan(3_000)
  }, 40_000)

  it('the API description names the 408 of every endpoint that takes a body', async () => {
    const doc = (await (await fetch(url('/api/openapi.json'))).json()) as { paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>> }
    expect(doc.paths['/api/contact']!.post!.responses['408']!.description).toMatch(/10 s/)
    expect(doc.paths['/api/gallery/submit']!.post!.responses['408']!.description).toMatch(/2 minutes/)
    expect(doc.paths['/api/gallery/submit']!.post!.responses['503']!.description).toMatch(/Retry-After/)
  })
})
