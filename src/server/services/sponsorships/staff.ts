import 'server-only'

import type { Payload } from 'payload'
import type * as z from 'zod/mini'

import type { PublicSponsor, recordSponsorshipSchema, StaffSponsorship } from '@/contracts/sponsors'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { iso } from '@/lib/dates'
import { relationId } from '@/lib/relations'
import { expireCacheTags } from '@/lib/revalidate'
import { recordAudit } from '@/plugins/audit/recordAudit'
import type { CampaignImage, Sponsorship } from '@/payload-types'

import { conflict, notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { campaignImageUrl } from '../../media'
import { signedLink } from '../../signedMedia'
import { inTransaction } from '../../transaction'
import { queueSponsorMail } from './paid'
import { takeTierPlace } from './purchase'

const tierName = (s: Sponsorship) => (typeof s.tier === 'object' ? s.tier.name : String(s.tier))
const logoOf = (s: Sponsorship) => (typeof s.logo === 'object' ? s.logo : null)

const toStaff = (s: Sponsorship): StaffSponsorship => ({
  id: s.id,
  tier: tierName(s),
  company: s.company,
  contact_name: s.contact_name,
  email: s.email,
  website: s.website ?? null,
  method: s.method,
  status: s.status,
  amount_cents: s.amount_cents,
  value_cents: s.value_cents ?? 0,
  approved: Boolean(s.approved),
  // Shown once approved; `has_logo` says one is waiting.
  logo_url: campaignImageUrl(logoOf(s)),
  has_logo: Boolean(s.logo),
  logo_preview_url: s.logo ? signedLink(`/api/admin/sponsorships/${s.id}/logo`) : null,
  paid_at: iso(s.paid_at),
})

/** The logo a signed staff link opens (waiting or approved), or null. */
export async function sponsorshipLogoFile(payload: Payload, id: number): Promise<CampaignImage | null> {
  const sponsorship = await payload.findByID({ collection: 'sponsorships', id, depth: 1, overrideAccess: true, disableErrors: true })
  return sponsorship ? logoOf(sponsorship) : null
}

/** Every sponsorship, newest first (a bulk read of personal data, audited). */
export async function listSponsorships(payload: Payload, staff: Staff): Promise<StaffSponsorship[]> {
  const { docs } = await payload.find({ collection: 'sponsorships', sort: '-createdAt', pagination: false, depth: 1, overrideAccess: false, user: staff })
  await recordAudit(payload, { action: 'sponsorships.read', summary: `${docs.length} sponsorship(s)` })
  return docs.map(toStaff)
}

/** A sponsorship paid by check, recorded by staff: the tier's place taken, the receipt and logo link mailed. */
export async function recordCheckSponsorship(payload: Payload, staff: Staff, input: z.output<typeof recordSponsorshipSchema>): Promise<StaffSponsorship> {
  const tier = await payload.findByID({ collection: 'sponsor-tiers', id: input.tier, depth: 0, overrideAccess: false, user: staff, disableErrors: true })
  if (!tier) throw notFound('That sponsor tier does not exist.')
  const made = await inTransaction(payload, async (ctx) => {
    const sponsorship = await takeTierPlace(ctx, tier, {
      company: input.company,
      contact_name: input.contact_name,
      email: input.email.trim().toLowerCase(),
      website: input.website ?? null,
      method: 'check',
      status: 'paid',
      amount_cents: tier.amount_cents,
      value_cents: tier.value_cents ?? 0,
      approved: false,
      paid_at: new Date().toISOString(),
    })
    await queueSponsorMail(ctx, sponsorship)
    await recordAudit(ctx.payload, { action: 'sponsorship.check', target: { collection: 'sponsorships', id: sponsorship.id }, summary: `${tier.name} by check` }, { req: ctx.req })
    return sponsorship
  })
  await expireCacheTags([CACHE_TAGS.sponsors])
  return toStaff(await payload.findByID({ collection: 'sponsorships', id: made.id, depth: 1, overrideAccess: true }))
}

/** Content staff approve a paid sponsor: shown on /sponsors, with its logo approved too. */
export async function approveSponsorship(payload: Payload, id: number): Promise<StaffSponsorship> {
  const sponsorship = await payload.findByID({ collection: 'sponsorships', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!sponsorship) throw notFound('No such sponsorship.')
  if (sponsorship.status !== 'paid') throw conflict('Only a paid sponsorship can be shown.')
  await inTransaction(payload, async ({ payload, req }) => {
    const logo = relationId(sponsorship.logo)
    if (logo) await payload.update({ collection: 'campaign-images', id: logo, overrideAccess: true, data: { status: 'approved' }, req })
    await payload.update({ collection: 'sponsorships', id, overrideAccess: true, data: { approved: true }, req })
    await recordAudit(payload, { action: 'sponsorship.approve', target: { collection: 'sponsorships', id }, summary: sponsorship.company }, { req })
  })
  await expireCacheTags([CACHE_TAGS.sponsors])
  return toStaff(await payload.findByID({ collection: 'sponsorships', id, depth: 1, overrideAccess: true }))
}

/** "Our sponsors": the approved, paid sponsors, by tier order, each with its approved logo. */
export async function listPublicSponsors(payload: Payload): Promise<PublicSponsor[]> {
  const { docs } = await payload.find({
    collection: 'sponsorships',
    where: { and: [{ status: { equals: 'paid' } }, { approved: { equals: true } }] },
    sort: 'paid_at',
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  const order = (s: Sponsorship) => (typeof s.tier === 'object' ? (s.tier.sort_order ?? 0) * 1e12 - s.tier.amount_cents : 0)
  return [...docs].sort((a, b) => order(a) - order(b)).map((s) => ({ company: s.company, website: s.website ?? null, logo_url: campaignImageUrl(logoOf(s)), tier: tierName(s) }))
}
