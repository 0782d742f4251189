import 'server-only'

import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

import { GIVEN_STATUSES } from '@/contracts/donationStatus'

import { DONOR_KEY } from './donations'

const GIVEN = GIVEN_STATUSES.map((status) => `'${status}'`).join(', ')

// A donor's monthly gifts, one per Stripe subscription: its first row (where the donor's changes
// are kept, in the `monthly` group's columns) and when a payment of it last came in.

export type MonthlyRow = {
  id: number
  amount_cents: string
  fee_covered_cents: string | null
  /** numeric columns: pg hands them over as text. */
  monthly_amount_cents: string | null
  monthly_fee_covered_cents: string | null
  paused_until: Date | null
  canceled_at: Date | null
  started_at: Date
  last_paid_at: Date
  campaign_title: string | null
}

/** The email's monthly gifts whose first payment came in (given), the newest first. */
export async function selectMonthlyOfDonor(payload: Payload, email: string): Promise<MonthlyRow[]> {
  const { rows } = await poolOf(payload).query<MonthlyRow>(
    `WITH firsts AS (
       SELECT DISTINCT ON (stripe_subscription_id) * FROM donations
       WHERE is_recurring AND stripe_subscription_id IS NOT NULL AND ${DONOR_KEY} = $1
       ORDER BY stripe_subscription_id, id
     )
     SELECT f.id, f.amount_cents, f.fee_covered_cents, f.monthly_amount_cents, f.monthly_fee_covered_cents,
            f.monthly_paused_until AS paused_until, f.subscription_canceled_at AS canceled_at, f.created_at AS started_at,
            (SELECT max(d.created_at) FROM donations d WHERE d.stripe_subscription_id = f.stripe_subscription_id AND d.status IN (${GIVEN})) AS last_paid_at,
            (SELECT title FROM campaigns c WHERE c.id = f.campaign_id) AS campaign_title
     FROM firsts f WHERE f.status IN (${GIVEN})
     ORDER BY f.created_at DESC, f.id DESC`,
    [email],
  )
  return rows
}
