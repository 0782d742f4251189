import { isGiven as given } from '@/contracts/donationStatus'
import { ensureDonor } from '@/server/data/donors'

import type { GiftEffect } from './giftEffect'

/**
 * A gift given from an address the foundation has not had a gift from adds its donor (the
 * `donors` collection: an id per address), in the same transaction; a check corrected to another
 * address adds that one. Card testers' checkouts, never paid, add no one.
 */
export const keepDonor: GiftEffect['start'] = async ({ doc, previousDoc, operation, req }) => {
  const email = doc.donor_email?.trim()
  if (!email || !given(doc.status)) return
  const before = operation === 'create' ? undefined : previousDoc
  if (before && given(before.status) && before.donor_email?.trim().toLowerCase() === email.toLowerCase()) return
  await ensureDonor(req.payload, req, email)
}
