import type { DonationStatus } from './donations'

// What a gift's status means, said once: the SQL of every total (src/server/data/donations.ts
// builds its IN-lists from these sets) and the Donations hooks (src/collections/Donations/hooks)
// read the same sets, and `succeededNow` is the one check of "this change makes it succeed".

type StatusSet = readonly DonationStatus[]

/** A gift counted as a gift (stats' number of gifts). */
export const COUNTED_STATUSES = ['succeeded'] as const satisfies StatusSet

/**
 * The gifts whose money kept is summed (MONEY_KEPT): succeeded ones, and disputed ones (which keep
 * only what was not disputed: nothing, for a whole-gift chargeback).
 */
export const MONEY_STATUSES = ['succeeded', 'disputed'] as const satisfies StatusSet

/** A gift given: money arrived (it may have been refunded or disputed since). A donor is someone with one. */
export const GIVEN_STATUSES = ['succeeded', 'disputed', 'refunded'] as const satisfies StatusSet

/**
 * A gift whose money arrived at some time: given, or a check voided after it was recorded. From
 * these, becoming `succeeded` again (a dispute won, a refund undone, a check restored) gives back
 * money the supporter was already told of: it is no new gift.
 */
export const ONCE_GIVEN_STATUSES = [...GIVEN_STATUSES, 'voided'] as const satisfies StatusSet

const within = (set: StatusSet, status: DonationStatus | null | undefined): boolean => status != null && set.includes(status)

export const keepsMoney = (status: DonationStatus | null | undefined): boolean => within(MONEY_STATUSES, status)
export const isGiven = (status: DonationStatus | null | undefined): boolean => within(GIVEN_STATUSES, status)

/**
 * How a change makes a gift succeed: `new`, its money arrives for the first time (from nothing on
 * create, pending, failed, canceled or abandoned); `back`, it returns to `succeeded` from a status
 * it has only after its money arrived (ONCE_GIVEN_STATUSES). What each effect does with `back` is
 * its own (docs/donations.md): the letter and the tribute card start on either, once by their
 * markers; the supporter's fundraiser mail only on `new`.
 */
export type Success = 'new' | 'back'

/** The one transition check: succeeded now, not before (`previous` is undefined on create). Else null. */
export function succeededNow(previous: DonationStatus | null | undefined, next: DonationStatus | null | undefined): Success | null {
  if (next !== 'succeeded' || previous === 'succeeded') return null
  return within(ONCE_GIVEN_STATUSES, previous) ? 'back' : 'new'
}
