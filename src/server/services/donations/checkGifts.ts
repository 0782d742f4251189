import 'server-only'

import type { Payload } from 'payload'

import type { AuditContext } from '@/plugins/audit/hooks'
import type { DonationOut } from '@/contracts/donations'
import type { MailInInput } from '@/contracts/mailIn'

import { selectDonationById } from '../../data/donations'
import { conflict, notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { campaignIdBySlug } from '../campaigns/campaigns'
import { toDonation } from './donations'

/** Why a check is voided, handed to the Donations hook that writes its history (recordCheckHistory) through `req.context`. */
export type CheckHistoryContext = { voidReason?: string }

// Checks by mail, recorded by staff. They count in the totals and the CSV like card gifts that
// succeeded; a correction or a void is kept in the check's history (hooks/recordCheckHistory.ts).

/** Records a check that arrived: it counts at once. */
export async function recordCheck(payload: Payload, staff: Staff, input: MailInInput): Promise<DonationOut> {
  const created = await payload.create({
    collection: 'donations',
    overrideAccess: false,
    user: staff,
    data: { ...(await withCampaignId(payload, input)), method: 'check', status: 'succeeded', currency: 'usd', is_recurring: false },
    context: { auditAction: 'check.record' } satisfies AuditContext,
  })
  return readBack(payload, created.id)
}

/** Corrects a check's details (its history keeps each field's old and new value). */
export async function correctCheck(payload: Payload, staff: Staff, id: number, input: MailInInput): Promise<DonationOut> {
  await staffCheck(payload, staff, id)
  const data = await withCampaignId(payload, input)
  await payload.update({ collection: 'donations', id, overrideAccess: false, user: staff, data, context: { auditAction: 'check.correct' } satisfies AuditContext })
  return readBack(payload, id)
}

/** Voids a check (it bounced, or was recorded twice): it stays listed, and counts for nothing. */
export async function voidCheck(payload: Payload, staff: Staff, id: number, reason: string): Promise<DonationOut> {
  await staffCheck(payload, staff, id)
  const context: CheckHistoryContext & AuditContext = { voidReason: reason, auditAction: 'check.void' }
  await payload.update({ collection: 'donations', id, overrideAccess: false, user: staff, data: { status: 'voided' }, context })
  return readBack(payload, id)
}

/** A check staff may still change: 404 unknown, 409 a card gift or a voided check. */
async function staffCheck(payload: Payload, staff: Staff, id: number) {
  const donation = await payload.findByID({ collection: 'donations', id, depth: 0, overrideAccess: false, user: staff, disableErrors: true })
  if (!donation) throw notFound()
  if (donation.method !== 'check') throw conflict('Only a check recorded by staff can be changed here; card gifts change only through Stripe.')
  if (donation.status === 'voided') throw conflict('This check is voided.')
  return donation
}

/** The check's fields, its campaign named by slug turned into the campaign's id (422 when unknown). */
async function withCampaignId(payload: Payload, { campaign, ...input }: MailInInput) {
  return campaign ? { ...input, campaign: await campaignIdBySlug(payload, campaign) } : input
}

async function readBack(payload: Payload, id: number): Promise<DonationOut> {
  const row = await selectDonationById(payload, id)
  if (!row) throw notFound()
  return toDonation(row)
}
