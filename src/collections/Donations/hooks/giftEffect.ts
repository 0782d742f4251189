import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import type { Success } from '@/contracts/donationStatus'
import type { Donation } from '@/payload-types'

/** A change of a gift as its afterChange sees it, with what `succeededNow` said of it. */
export type GiftChange = Parameters<CollectionAfterChangeHook<Donation>>[0] & { success: Success | null }

/**
 * One thing a gift's change may start (hooks/giftSucceeded.ts runs them all, in one hook each way).
 * `mark` runs before the change is written, only in the change that makes the gift succeed
 * (succeededNow), and records there that the effect is due: its once-only marker, written with the
 * status. `start` runs after every change, in its transaction (`req`), and starts the effect when
 * it is due: from its marker, from `success`, or from what the change moved.
 */
export type GiftEffect = {
  mark?: (args: Parameters<CollectionBeforeChangeHook<Donation>>[0]) => Partial<Donation> | Promise<Partial<Donation>>
  start: (change: GiftChange) => Promise<void>
}
