import 'server-only'

import type { Payload } from 'payload'

import type { DonationTrouble } from '@/contracts/donations'
import { iso } from '@/lib/dates'

import { selectOpenDisputes, selectUnresolvedFailedRenewals } from '../../data/donations'

const SHOWN = 5

/** What the dashboard shows staff to act on: open disputes (evidence due first) and failed renewals. */
export async function giftsInTrouble(payload: Payload): Promise<DonationTrouble> {
  const [disputes, renewals] = await Promise.all([selectOpenDisputes(payload, SHOWN), selectUnresolvedFailedRenewals(payload, SHOWN)])
  return {
    open_disputes: {
      count: disputes.total,
      nearest_due_by: iso(disputes.nearest),
      items: disputes.rows.map((r) => ({
        id: r.id,
        donor_name: r.donor_name,
        amount_cents: Number(r.dispute_amount_cents ?? r.amount_cents),
        at: iso(r.dispute_evidence_due_by),
        detail: r.dispute_reason ? r.dispute_reason.replace(/_/g, ' ') : null,
      })),
    },
    failed_renewals: {
      count: renewals.total,
      items: renewals.rows.map((r) => ({ id: r.id, donor_name: r.donor_name, amount_cents: Number(r.amount_cents), at: iso(r.renewal_failed_at), detail: r.failure_reason })),
    },
  }
}
