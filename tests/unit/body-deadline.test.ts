import { afterEach, describe, expect, it, vi } from 'vitest'

import { bodyDeadlineMs, readText } from '@/server/http/body'
import { ApiError } from '@/server/http/errors'

/** A POST whose body sends `first` and then nothing more, as a trickling client does between bytes. */
function stalledRequest(first: string): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first))
    },
  })
  return new Request('http://site.test/api/contact', { method: 'POST', body, duplex: 'half' } as RequestInit)
}

describe('body deadlines', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllEnvs()
  })

  it('a JSON body that stops arriving is refused with 408 after its short deadline', async () => {
    vi.useFakeTimers()
    const reading = readText(stalledRequest('{"na'), 'apiJson').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(bodyDeadlineMs('apiJson') - 1)
    let settled = false
    void reading.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(2)
    const error = await reading
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 408, detail: 'The request took longer than 10 seconds to arrive. Please check your connection and try again.' })
  })

  it('uploads get longer than JSON, and a body that arrives in time is read whole', async () => {
    expect(bodyDeadlineMs('upload')).toBe(120_000)
    expect(bodyDeadlineMs('apiJson')).toBe(10_000)
    expect(bodyDeadlineMs('webhook')).toBe(10_000)
    const request = new Request('http://site.test/api/contact', { method: 'POST', body: '{"name":"Ann"}' })
    expect(await readText(request, 'apiJson')).toBe('{"name":"Ann"}')
  })

  it('BODY_DEADLINE_SECONDS and UPLOAD_DEADLINE_SECONDS change them; a value that is not a positive number is ignored', () => {
    vi.stubEnv('BODY_DEADLINE_SECONDS', '2')
    vi.stubEnv('UPLOAD_DEADLINE_SECONDS', '6')
    expect([bodyDeadlineMs('apiJson'), bodyDeadlineMs('webhook'), bodyDeadlineMs('upload'), bodyDeadlineMs('json')]).toEqual([2_000, 2_000, 6_000, 30_000])
    vi.stubEnv('BODY_DEADLINE_SECONDS', 'soon')
    vi.stubEnv('UPLOAD_DEADLINE_SECONDS', '-1')
    expect([bodyDeadlineMs('apiJson'), bodyDeadlineMs('upload')]).toEqual([10_000, 120_000])
  })
})
