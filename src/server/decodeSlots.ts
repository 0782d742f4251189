import 'server-only'

import { PHOTO_MESSAGES } from '@/contracts/photo'

import { unavailable } from './domain/errors'
import { createSlots } from './slots'

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

/**
 * Runs `work` (image decoding) in one of the process's few decode slots, so that however many
 * photos arrive at once, only DECODE_SLOTS are in memory decoded. Others wait their turn, briefly.
 */
export const withDecodeSlot = createSlots({ slots: DECODE_SLOTS, queue: DECODE_QUEUE, waitMs: DECODE_WAIT_MS, busy: () => unavailable(PHOTO_MESSAGES.busy, RETRY_AFTER_SECONDS) })
