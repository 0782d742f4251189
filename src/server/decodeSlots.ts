import 'server-only'

import { PHOTO_MESSAGES } from '@/contracts/photo'

import { unavailable } from './domain/errors'

/**
 * How many image decodes this process runs at once. Each may hold up to the byte budget of
 * src/server/services/media/photoImage.ts; two keep both cores busy without stacking memory.
 */
export const DECODE_SLOTS = 2
/** Decodes that may wait for a slot; one more is refused at once. */
export const DECODE_QUEUE = 8
/** The longest a decode waits for a slot before it is refused. */
export const DECODE_WAIT_MS = 20_000
/** What a refused client is told to wait before it sends the photo again. */
const RETRY_AFTER_SECONDS = 10

let running = 0
const waiting: (() => void)[] = []

const busy = () => unavailable(PHOTO_MESSAGES.busy, RETRY_AFTER_SECONDS)

/** Resolves once a slot is free (and taken), or throws 503 `busy` when the queue is full or the wait too long. */
function acquire(): Promise<void> {
  if (running < DECODE_SLOTS) {
    running++
    return Promise.resolve()
  }
  if (waiting.length >= DECODE_QUEUE) return Promise.reject(busy())
  return new Promise<void>((resolve, reject) => {
    const turn = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(turn), 1)
      reject(busy())
    }, DECODE_WAIT_MS)
    waiting.push(turn)
  })
}

/** Hands the slot to the next in line, or frees it. */
function release(): void {
  const next = waiting.shift()
  if (next) next()
  else running--
}

/**
 * Runs `work` (image decoding) in one of the process's few decode slots, so that however many
 * photos arrive at once, only DECODE_SLOTS are in memory decoded. Others wait their turn, briefly.
 */
export async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  await acquire()
  try {
    return await work()
  } finally {
    release()
  }
}
