import 'server-only'

import type { Payload } from 'payload'

import type { DonationListFilter, DonationOut, DonationStats } from '@/contracts/donations'
import type { HistoryEntry } from '@/contracts/mailIn'
import { iso } from '@/lib/dates'

import { raisedPerCampaign } from '../../data/campaigns'
import { countDonations, type DonationRow, selectDonationsPage, selectMonthlyPromptCounts, selectSucceededTotals } from '../../data/donations'
import { disputeDashboardUrl } from '../../stripe/dashboard'

export const toDonation = (r: DonationRow): DonationOut => ({
  id: r.id,
  created_at: new Date(r.created_at).toISOString(),
  amount_cents: Number(r.amount_cents),
  currency: r.currency,
  donor_name: r.donor_name,
  donor_email: r.donor_email,
  is_recurring: Boolean(r.is_recurring),
  status: r.status,
  kept_cents: Number(r.kept_cents),
  dedication_note: r.dedication_note,
  refunded_cents: Number(r.refunded_cents ?? 0),
  subscription_canceled_at: r.subscription_canceled_at ? new Date(r.subscription_canceled_at).toISOString() : null,
  method: r.method,
  gift_import: r.gift_import_id,
  received_on: r.received_on,
  check_number: r.check_number,
  note: r.note,
  history: Array.isArray(r.history) ? (r.history as HistoryEntry[]) : [],
  dispute: r.dispute_id
    ? {
        id: r.dispute_id,
        status: r.dispute_status ?? 'needs_response',
        amount_cents: Number(r.dispute_amount_cents ?? 0),
        reason: r.dispute_reason,
        evidence_due_by: iso(r.dispute_evidence_due_by),
        url: disputeDashboardUrl(r.dispute_id),
      }
    : null,
  renewal_failed_at: iso(r.renewal_failed_at),
  failure_reason: r.failure_reason,
  campaign: r.campaign_title,
  fee_covered_cents: Number(r.fee_covered_cents ?? 0),
  is_anonymous: Boolean(r.is_anonymous),
  tribute: r.tribute_kind
    ? {
        kind: r.tribute_kind,
        honoree_name: r.tribute_honoree_name ?? '',
        notify_name: r.tribute_notify_name,
        notify_email: r.tribute_notify_email,
        card_queued: Boolean(r.tribute_card_queued_at),
      }
    : null,
  acknowledgement: {
    queued_at: iso(r.acknowledgement_queued_at),
    sent_at: iso(r.acknowledgement_sent_at),
    sent_by: r.acknowledgement_sent_by ?? null,
  },
})

/**
 * Donations newest first, of one status (`all`: every one; by default every one but `abandoned`).
 * Read with SQL (the caller has checked the staff token): real OFFSET/LIMIT paging, and one count
 * of the same filter for the X-Total-Count header.
 */
export async function listDonations(payload: Payload, filter: DonationListFilter, skip: number, limit?: number): Promise<{ items: DonationOut[]; total: number }> {
  const [rows, total] = await Promise.all([selectDonationsPage(payload, filter, skip, limit), countDonations(payload, filter)])
  return { items: rows.map(toDonation), total }
}

/** Totals of the money kept (src/server/data/donations.ts, MONEY_KEPT): succeeded gifts counted. */
export async function donationStats(payload: Payload): Promise<DonationStats> {
  const [row, byCampaign, prompt] = await Promise.all([selectSucceededTotals(payload), raisedPerCampaign(payload), selectMonthlyPromptCounts(payload, new Date(Date.now() - 30 * 86_400_000))])
  return {
    total_amount_cents: Number(row?.total ?? 0),
    total_count: row?.n ?? 0,
    recurring_count: row?.recurring ?? 0,
    fee_covered_cents: Number(row?.fees ?? 0),
    by_campaign: byCampaign,
    monthly_prompt: { ...prompt, rate_percent: prompt.offered ? Math.round((1000 * prompt.accepted) / prompt.offered) / 10 : null },
  }
}
