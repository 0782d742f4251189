import type { OrganizationSettings } from '@/contracts/organization'

/** What the letters say until an admin changes it: today's texts (the 501(c)(3) application pending). */
export const ORGANIZATION_DEFAULTS: OrganizationSettings = {
  legal_name: 'Loss to Light Memorial Foundation',
  ein: null,
  tax_status: 'pending',
  exempt_since: null,
  signer_name: 'The Board of Directors',
  signer_title: null,
  mailing_address: 'PO Box 0000, New York, NY 10001',
}
