import 'server-only'

import type { DomainError } from './domain/errors'

/**
 * A few slots for heavy work in this process (image decodes, PDF workers): at most `slots` run at
 * once, `queue` more wait up to `waitMs` each, and one more (or one that waited too long) is
 * refused with `busy()` (a 503 with Retry-After). `p-limit`/`p-queue` queue without bound and
 * cannot refuse a waiter after a deadline, which is what keeps memory and waiting bounded.
 */
export function createSlots(options: { slots: number; queue: number; waitMs: number; busy: () => DomainError }): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: (() => void)[] = []

  /** Resolves once a slot is free (and taken), or throws `busy` when the queue is full or the wait too long. */
  function acquire(): Promise<void> {
    if (running < options.slots) {
      running++
      return Promise.resolve()
    }
    if (waiting.length >= options.queue) return Promise.reject(options.busy())
    return new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1)
        reject(options.busy())
      }, options.waitMs)
      waiting.push(turn)
    })
  }

  /** Hands the slot to the next in line, or frees it. */
  function release(): void {
    const next = waiting.shift()
    if (next) next()
    else running--
  }

  return async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    await acquire()
    try {
      return await work()
    } finally {
      release()
    }
  }
}
