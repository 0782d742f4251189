import 'server-only'

import type { Payload } from 'payload'

import type { ToAcknowledge } from '@/contracts/donations'

import { selectToAcknowledgeByPost } from '../../data/donations'
import { givenBy } from './wording'

/** The dashboard's letters to post: the ten oldest gifts without an email never acknowledged, and how many there are. */
export async function giftsToAcknowledgeByPost(payload: Payload): Promise<ToAcknowledge> {
  const { rows, total } = await selectToAcknowledgeByPost(payload, 10)
  return {
    count: total,
    items: rows.map((r) => ({
      id: r.id,
      donor_name: r.donor_name,
      amount_cents: Number(r.amount_cents),
      at: r.received_on ?? new Date(r.created_at).toISOString(),
      how: givenBy({ method: r.method, is_recurring: Boolean(r.is_recurring), check_number: r.check_number }),
    })),
  }
}
