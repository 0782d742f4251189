import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { recentAnswers } from '@/lib/recentAnswers'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('recentAnswers: a remote service asked once per key per while', () => {
  it('keeps an answer for its time, then forgets it', async () => {
    const answers = recentAnswers<string>({ ttlMs: 30_000, maxEntries: 10 })
    answers.set('pi_1', Promise.resolve('succeeded'))
    vi.advanceTimersByTime(29_999)
    expect(await answers.get('pi_1')).toBe('succeeded')
    vi.advanceTimersByTime(1)
    expect(answers.get('pi_1')).toBeUndefined()
    expect(answers.size).toBe(0)
  })

  it('shares a question still on its way', () => {
    const answers = recentAnswers<string>({ ttlMs: 30_000, maxEntries: 10 })
    const open = new Promise<string>(() => {})
    answers.set('pi_1', open)
    expect(answers.get('pi_1')).toBe(open)
  })

  it('forgets a failed question at once, so only real answers are kept', async () => {
    const answers = recentAnswers<string>({ ttlMs: 30_000, maxEntries: 10 })
    await expect(answers.set('pi_1', Promise.reject(new Error('timeout')))).rejects.toThrow('timeout')
    expect(answers.get('pi_1')).toBeUndefined()
  })

  it('a failure of an older question does not forget a newer answer', async () => {
    const answers = recentAnswers<string>({ ttlMs: 30_000, maxEntries: 10 })
    let fail = (_: Error) => {}
    const older = answers.set('pi_1', new Promise<string>((_, reject) => (fail = reject)))
    answers.set('pi_1', Promise.resolve('newer'))
    fail(new Error('late'))
    await expect(older).rejects.toThrow('late')
    expect(await answers.get('pi_1')).toBe('newer')
  })

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const answers = recentAnswers<number>({ ttlMs: 30_000, maxEntries: 3 })
    for (let i = 1; i <= 5; i++) answers.set(`pi_${i}`, Promise.resolve(i))
    expect(answers.size).toBe(3)
    expect(answers.get('pi_1')).toBeUndefined()
    expect(answers.get('pi_2')).toBeUndefined()
    expect(await answers.get('pi_5')).toBe(5)
  })
})
