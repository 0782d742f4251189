import 'server-only'

import type { SponsorTierOut } from '@/contracts/sponsors'
import type { SponsorTier } from '@/payload-types'

import type { Staff } from '../domain/staff'
import { getPayloadClient } from '../payload'
import { findForStaff } from './staffLookup'

type TierData = { name: string; amount_cents: number; benefits_json: Record<string, unknown>; is_active: boolean }

const toTier = (t: SponsorTier): SponsorTierOut => ({
  id: t.id,
  name: t.name,
  amount_cents: t.amount_cents,
  benefits_json: (t.benefits_json ?? {}) as Record<string, unknown>,
  is_active: Boolean(t.is_active),
})

export async function listActiveTiers(): Promise<SponsorTierOut[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'sponsor-tiers',
    overrideAccess: false, // the public's view: active only
    sort: ['sort_order', 'amount_cents'],
    pagination: false,
    depth: 0,
  })
  return docs.map(toTier)
}

export async function listAllTiers(staff: Staff): Promise<SponsorTierOut[]> {
  const payload = await getPayloadClient()
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

const findTier = (staff: Staff, id: number) => findForStaff('sponsor-tiers', staff, id, 'That sponsor tier does not exist.')

export async function createTier(staff: Staff, data: TierData): Promise<SponsorTierOut> {
  const payload = await getPayloadClient()
  return toTier(await payload.create({ collection: 'sponsor-tiers', data, overrideAccess: false, user: staff }))
}

export async function updateTier(staff: Staff, id: number, data: TierData): Promise<SponsorTierOut> {
  await findTier(staff, id)
  const payload = await getPayloadClient()
  return toTier(await payload.update({ collection: 'sponsor-tiers', id, data, overrideAccess: false, user: staff }))
}

export async function deleteTier(staff: Staff, id: number): Promise<void> {
  await findTier(staff, id)
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'sponsor-tiers', id, overrideAccess: false, user: staff })
}
