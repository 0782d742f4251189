import 'server-only'

import type { Payload } from 'payload'

import type { SponsorTierOut } from '@/contracts/sponsors'
import type { SponsorTier } from '@/payload-types'

import { sponsorshipsTaken } from '../data/sponsorships'
import type { Staff } from '../domain/staff'
import { findForStaff } from './staff/staffLookup'

type TierData = { name: string; amount_cents: number; benefits_json: Record<string, unknown>; is_active: boolean; quantity: number | null; value_cents: number; purchasable: boolean }

/** A tier as the API answers it, with what is left of it (`taken`: its sponsorships paid or being paid). */
export const toTier = (t: SponsorTier, taken = 0): SponsorTierOut => {
  const remaining = t.quantity ? Math.max(0, t.quantity - taken) : null
  return {
    id: t.id,
    name: t.name,
    amount_cents: t.amount_cents,
    benefits_json: (t.benefits_json ?? {}) as Record<string, unknown>,
    is_active: Boolean(t.is_active),
    quantity: t.quantity ?? null,
    value_cents: t.value_cents ?? 0,
    purchasable: Boolean(t.purchasable),
    remaining,
    sold_out: remaining === 0,
  }
}

export async function listActiveTiers(payload: Payload): Promise<SponsorTierOut[]> {
  const { docs } = await payload.find({
    collection: 'sponsor-tiers',
    overrideAccess: false, // the public's view: active only
    sort: ['sort_order', 'amount_cents'],
    pagination: false,
    depth: 0,
  })
  const taken = await sponsorshipsTaken(payload)
  return docs.map((tier) => toTier(tier, taken.get(tier.id)))
}

export async function listAllTiers(payload: Payload, staff: Staff): Promise<SponsorTierOut[]> {
  const { docs } = await payload.find({
    collection: 'sponsor-tiers',
    overrideAccess: false,
    user: staff,
    sort: ['sort_order', 'amount_cents'],
    pagination: false,
    depth: 0,
  })
  const taken = await sponsorshipsTaken(payload)
  return docs.map((tier) => toTier(tier, taken.get(tier.id)))
}

const findTier = (payload: Payload, staff: Staff, id: number) => findForStaff(payload, 'sponsor-tiers', staff, id, 'That sponsor tier does not exist.')

export async function createTier(payload: Payload, staff: Staff, data: TierData): Promise<SponsorTierOut> {
  return toTier(await payload.create({ collection: 'sponsor-tiers', data, overrideAccess: false, user: staff }))
}

export async function updateTier(payload: Payload, staff: Staff, id: number, data: TierData): Promise<SponsorTierOut> {
  await findTier(payload, staff, id)
  return toTier(await payload.update({ collection: 'sponsor-tiers', id, data, overrideAccess: false, user: staff }))
}

export async function deleteTier(payload: Payload, staff: Staff, id: number): Promise<void> {
  await findTier(payload, staff, id)
  await payload.delete({ collection: 'sponsor-tiers', id, overrideAccess: false, user: staff })
}
