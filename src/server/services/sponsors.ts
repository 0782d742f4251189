import 'server-only'

import type { Payload } from 'payload'

import type { SponsorTierOut } from '@/contracts/sponsors'
import type { SponsorTier } from '@/payload-types'

import type { Staff } from '../domain/staff'
import { findForStaff } from './staff/staffLookup'

type TierData = { name: string; amount_cents: number; benefits_json: Record<string, unknown>; is_active: boolean }

const toTier = (t: SponsorTier): SponsorTierOut => ({
  id: t.id,
  name: t.name,
  amount_cents: t.amount_cents,
  benefits_json: (t.benefits_json ?? {}) as Record<string, unknown>,
  is_active: Boolean(t.is_active),
})

export async function listActiveTiers(payload: Payload): Promise<SponsorTierOut[]> {
  const { docs } = await payload.find({
    collection: 'sponsor-tiers',
    overrideAccess: false, // the public's view: active only
    sort: ['sort_order', 'amount_cents'],
    pagination: false,
    depth: 0,
  })
  return docs.map(toTier)
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
  return docs.map(toTier)
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
