import { afterEach, describe, expect, it, vi } from 'vitest'

import { BODY_DEADLINES_MS, readText } from '@/server/http/body'
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
  afterEach(() => vi.useRealTimers())

  it('a JSON body that stops arriving is refused with 408 after its short deadline', async () => {
    vi.useFakeTimers()
    const reading = readText(stalledRequest('{"na'), 'apiJson').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(BODY_DEADLINES_MS.apiJson - 1)
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
    expect(BODY_DEADLINES_MS.upload).toBeGreaterThanOrEqual(60_000)
    expect(BODY_DEADLINES_MS.apiJson).toBeLessThanOrEqual(10_000)
    const request = new Request('http://site.test/api/contact', { method: 'POST', body: '{"name":"Ann"}' })
    expect(await readText(request, 'apiJson')).toBe('{"name":"Ann"}')
  })
})
