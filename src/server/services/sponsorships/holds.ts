import 'server-only'

import type { Payload } from 'payload'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireCacheTags } from '@/lib/revalidate'

import { sponsorTierLock } from '../../data/sponsorships'
import { lockWithinTransaction } from '../../data/transactionLock'
import { inTransaction } from '../../transaction'
import { cancelPayment } from '../tickets/holds'

/**
 * Ends sponsorship holds that ran out by `now` (with the ticket holds, every minute): the
 * PaymentIntent cancelled at Stripe first, then the place given back under the tier's lock.
 */
export async function expireRunOutSponsorHolds(payload: Payload, now: Date): Promise<number> {
  const { docs } = await payload.find({
    collection: 'sponsorships',
    where: { and: [{ status: { equals: 'held' } }, { hold_expires_at: { less_than_equal: now.toISOString() } }] },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  let expired = 0
  for (const held of docs) {
    if (!(await cancelPayment(payload, held, 'sponsorship'))) continue
    const tier = typeof held.tier === 'object' ? held.tier.id : held.tier
    expired += await inTransaction(payload, async ({ payload, req }) => {
      await lockWithinTransaction(payload, req, sponsorTierLock(tier))
      const current = await payload.findByID({ collection: 'sponsorships', id: held.id, depth: 0, overrideAccess: true, req })
      if (current.status !== 'held') return 0
      await payload.update({ collection: 'sponsorships', id: held.id, overrideAccess: true, data: { status: 'expired' }, req })
      return 1
    })
  }
  if (expired) await expireCacheTags([CACHE_TAGS.sponsors])
  return expired
}
