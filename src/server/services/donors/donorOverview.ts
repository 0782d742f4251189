import 'server-only'

import type { Payload } from 'payload'

import { type DonorOverview, NO_STATEMENT, NO_SUCH_GIFT, type OwnGift } from '@/contracts/donorPortal'
import { isGiven } from '@/contracts/donationStatus'
import { addressKey } from '@/lib/addressHash'
import { iso, siteTimeZone, zonedDay } from '@/lib/dates'

import { type DonationRow, selectDonationsOfDonor } from '../../data/donations'
import { selectPurchasesOfDonor } from '../../data/donors'
import { selectFundraisersOf } from '../../data/donorSessions'
import { notFound } from '../../domain/errors'
import type { Donor } from '../../domain/donorSession'
import { acknowledgementFilename, acknowledgementOf } from '../letters/acknowledgements'
import { letterPdf } from '../letters/letterPdf'
import { statementLetterOf } from '../letters/statements'
import { toPurchase } from './donors'
import { donorMailChoices } from './mailChoices'
import { monthlyOfDonor } from './monthlyGifts'

// What a signed-in donor sees of their own giving (/giving): only what is theirs (the session's
// email), and nothing staff keep beside it (notes, history, other donors).

const givenAt = (r: DonationRow) => (r.received_on ? `${r.received_on}T12:00:00.000Z` : new Date(r.created_at).toISOString())

const toOwnGift = (r: DonationRow): OwnGift => ({
  id: r.id,
  given_at: givenAt(r),
  amount_cents: Number(r.amount_cents),
  kept_cents: Number(r.kept_cents),
  method: r.method === 'check' ? 'check' : 'card',
  is_recurring: Boolean(r.is_recurring),
  status: r.status,
  campaign: r.campaign_title,
  tribute: r.tribute_kind ? { kind: r.tribute_kind, honoree_name: r.tribute_honoree_name ?? '' } : null,
  acknowledged_at: iso(r.acknowledgement_sent_at),
  has_receipt: r.status === 'succeeded',
})

async function fundraisersOf(payload: Payload, email: string) {
  const rows = await selectFundraisersOf(payload, email)
  return rows.map((f) => ({ name: f.name, campaign: f.campaign, status: f.status, url: f.status === 'approved' ? `/campaigns/${f.campaign_slug}/${f.slug}` : null }))
}

/** The donor's gifts given (newest first), monthly gifts, ticket orders and sponsorships, statement years, fundraiser pages, email choices. */
export async function donorOverview(payload: Payload, donor: Donor): Promise<DonorOverview> {
  const [rows, monthly, purchases, fundraisers, mailChoices] = await Promise.all([
    selectDonationsOfDonor(payload, donor.email),
    monthlyOfDonor(payload, donor),
    selectPurchasesOfDonor(payload, donor.email),
    fundraisersOf(payload, donor.email),
    donorMailChoices(payload, donor.email),
  ])
  const gifts = rows.filter((r) => isGiven(r.status)).map(toOwnGift)
  const years = new Set(gifts.map((g) => Number(zonedDay(new Date(g.given_at), siteTimeZone()).slice(0, 4))))
  return { email: donor.email, gifts, monthly, purchases: purchases.map(toPurchase), statement_years: [...years].sort((a, b) => b - a), fundraisers, mail_choices: mailChoices }
}

/** The acknowledgement letter of one of the donor's own gifts that succeeded; any other id is 404, whoever's it is. */
export async function ownReceipt(payload: Payload, donor: Donor, id: number): Promise<{ filename: string; bytes: Uint8Array }> {
  const gift = await payload.findByID({ collection: 'donations', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!gift || addressKey(gift.donor_email ?? '') !== donor.email || gift.status !== 'succeeded') throw notFound(NO_SUCH_GIFT)
  return { filename: acknowledgementFilename(id), bytes: await letterPdf(await acknowledgementOf(payload, gift)) }
}

/** The donor's statement of a year, made as the gifts stand now (as the January mail is). */
export async function ownStatement(payload: Payload, donor: Donor, year: number): Promise<{ filename: string; bytes: Uint8Array }> {
  const made = await statementLetterOf(payload, donor.email, year)
  if (!made) throw notFound(NO_STATEMENT)
  return { filename: `statement-${year}.pdf`, bytes: await letterPdf(made.letter) }
}
