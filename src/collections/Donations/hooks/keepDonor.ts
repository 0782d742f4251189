import type { CollectionAfterChangeHook } from 'payload'

import { ensureDonor } from '@/server/data/donors'
import type { Donation } from '@/payload-types'

/** A gift whose money arrived (it may be refunded or disputed later); pending and abandoned checkouts name no donor. */
const given = (status: Donation['status'] | undefined) => status === 'succeeded' || status === 'disputed' || status === 'refunded'

/**
 * A gift given from an address the foundation has not had a gift from adds its donor (the
 * `donors` collection: an id per address), in the same transaction; a check corrected to another
 * address adds that one. Card testers' checkouts, never paid, add no one.
 */
export const keepDonor: CollectionAfterChangeHook<Donation> = async ({ doc, previousDoc, operation, req }) => {
  const email = doc.donor_email?.trim()
  if (!email || !given(doc.status)) return doc
  const before = operation === 'create' ? undefined : previousDoc
  if (before && given(before.status) && before.donor_email?.trim().toLowerCase() === email.toLowerCase()) return doc
  await ensureDonor(req.payload, req, email)
  return doc
}
