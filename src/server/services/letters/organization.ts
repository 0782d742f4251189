import 'server-only'

import type { Payload } from 'payload'

import type { OrganizationSettings } from '@/contracts/organization'
import { ORGANIZATION_DEFAULTS } from '@/globals/Organization/defaults'

import type { Staff } from '../../domain/staff'

/** The settings as stored, with the defaults for any field never set (a database from before them). */
export async function readOrganization(payload: Payload): Promise<OrganizationSettings> {
  const stored = await payload.findGlobal({ slug: 'organization', depth: 0 })
  const value = <K extends keyof OrganizationSettings>(key: K): OrganizationSettings[K] => (stored[key] ?? ORGANIZATION_DEFAULTS[key]) as OrganizationSettings[K]
  return {
    legal_name: value('legal_name'),
    ein: stored.ein ?? null,
    tax_status: value('tax_status'),
    exempt_since: stored.exempt_since ?? null,
    signer_name: value('signer_name'),
    signer_title: stored.signer_title ?? null,
    mailing_address: value('mailing_address'),
  }
}

/** An admin's change, as the admin (access checked again, and audited by the global's audit hooks). */
export async function updateOrganization(payload: Payload, staff: Staff, settings: OrganizationSettings): Promise<OrganizationSettings> {
  await payload.updateGlobal({ slug: 'organization', data: settings, overrideAccess: false, user: staff, depth: 0 })
  return readOrganization(payload)
}
