import { afterEach, describe, expect, it, vi } from 'vitest'

import { PHOTO_MESSAGES } from '@/contracts/photo'
import { DECODE_QUEUE, DECODE_SLOTS, DECODE_WAIT_MS, withDecodeSlot } from '@/server/decodeSlots'
import { DomainError } from '@/server/domain/errors'
import { decodedBytes, MAX_DECODED_BYTES, withinDecodeBudget } from '@/server/services/media/photoImage'

describe('the decode budget, in bytes', () => {
  it('counts channels and bit depth, not pixels alone', () => {
    const attack = { width: 6320, height: 6320, channels: 4, depth: 'ushort' } as const
    expect(decodedBytes(attack)).toBe(6320 * 6320 * 4 * 2)
    expect(withinDecodeBudget(attack)).toBe(false)
  })

  it('admits a 40-megapixel 8-bit photo, RGB or RGBA, and a 16-bit one of half the pixels', () => {
    expect(withinDecodeBudget({ width: 7300, height: 5470, channels: 3, depth: 'uchar' })).toBe(true)
    expect(withinDecodeBudget({ width: 7300, height: 5470, channels: 4, depth: 'uchar' })).toBe(true)
    expect(withinDecodeBudget({ width: 5000, height: 4000, channels: 4, depth: 'ushort' })).toBe(true)
    expect(decodedBytes({ width: 5000, height: 4000, channels: 4, depth: 'ushort' })).toBe(MAX_DECODED_BYTES)
  })

  it('counts every frame of an animated image (Payload decodes them all)', () => {
    const animated = { width: 4000, height: 4000, channels: 4, depth: 'uchar', pages: 300 } as const
    expect(decodedBytes(animated)).toBe(4000 * 4000 * 4 * 300)
    expect(withinDecodeBudget(animated)).toBe(false)
    expect(withinDecodeBudget({ ...animated, pages: 1 })).toBe(true)
  })

  it('refuses what has no size, and over 40 megapixels even in one 8-bit channel', () => {
    expect(withinDecodeBudget({ width: 0, height: 100, channels: 3, depth: 'uchar' })).toBe(false)
    expect(withinDecodeBudget({ width: 10_000, height: 5_000, channels: 1, depth: 'uchar' })).toBe(false)
  })
})

describe('decode slots', () => {
  afterEach(() => vi.useRealTimers())

  /** Work that runs until `finish` is called. */
  function held() {
    let finish!: () => void
    const done = new Promise<void>((resolve) => (finish = resolve))
    let started = false
    const run = withDecodeSlot(async () => {
      started = true
      await done
    })
    return { run, finish, started: () => started }
  }

  it('runs a few at once, queues some, and refuses the rest at once with Retry-After', async () => {
    const running = Array.from({ length: DECODE_SLOTS }, held)
    const queued = Array.from({ length: DECODE_QUEUE }, held)
    await Promise.resolve()
    expect(running.every((work) => work.started())).toBe(true)
    expect(queued.some((work) => work.started())).toBe(false)
    const refused = await withDecodeSlot(async () => 'ran').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DomainError)
    expect(refused).toMatchObject({ kind: 'unavailable', message: PHOTO_MESSAGES.busy, retryAfterSeconds: 10 })
    // Each that finishes hands its slot to the next in line.
    running[0]!.finish()
    await running[0]!.run
    expect(queued[0]!.started()).toBe(true)
    expect(queued[1]!.started()).toBe(false)
    for (const work of [...running, ...queued]) work.finish()
    await Promise.all([...running, ...queued].map((work) => work.run))
    expect(await withDecodeSlot(async () => 'ran')).toBe('ran')
  })

  it('refuses one that waits longer than its limit, and frees its place in the queue', async () => {
    vi.useFakeTimers()
    const running = Array.from({ length: DECODE_SLOTS }, held)
    const waiting = withDecodeSlot(async () => 'late').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(DECODE_WAIT_MS + 1)
    expect(await waiting).toMatchObject({ kind: 'unavailable', message: PHOTO_MESSAGES.busy })
    for (const work of running) work.finish()
    await Promise.all(running.map((work) => work.run))
    expect(await withDecodeSlot(async () => 'next')).toBe('next')
  })

  it('frees its slot when the work fails', async () => {
    for (let i = 0; i < DECODE_SLOTS + DECODE_QUEUE + 1; i++) {
      await expect(withDecodeSlot(async () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt')
    }
    expect(await withDecodeSlot(async () => 'fine')).toBe('fine')
  })
})
