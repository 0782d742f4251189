import type { GlobalConfig, TextFieldSingleValidation } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { EIN_NEEDED_MESSAGE, lacksNeededEin, organizationFields, TAX_STATUS_LABELS, TAX_STATUSES } from '@/contracts/organization'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireCacheTags } from '@/lib/revalidate'

import { validateWith } from '../../collections/validateWith'
import { ORGANIZATION_DEFAULTS as D } from './defaults'

const einFormat = validateWith(organizationFields.ein)

/** The EIN's format, then the API's rule on the field itself: an exempt foundation needs its EIN. */
const einValidate: TextFieldSingleValidation = (value, options) => {
  const format = einFormat(value, options)
  if (format !== true) return format
  const settings = options.siblingData as { tax_status?: unknown; ein?: unknown }
  return lacksNeededEin({ ...settings, ein: value === undefined ? settings.ein : value }) ? EIN_NEEDED_MESSAGE : true
}

/**
 * The foundation's giving settings: what every acknowledgement and year-end statement states of
 * it (legal name, tax status and EIN, signer, mailing address). Admins change them; the change is
 * audited (the audit plugin's global hooks) and the next letter queued uses it. Only admins read
 * them through /cms; the letters and the foundation's identity (src/server/services/foundation.ts)
 * read them on the server (the Local API). The mailing address here is the foundation's only one.
 */
export const Organization: GlobalConfig = {
  slug: 'organization',
  label: 'Giving settings',
  access: { read: isAdmin, update: isAdmin },
  hooks: {
    // The public pages show the legal name and the mailing address (src/server/queries/foundation.ts).
    afterChange: [
      async ({ doc, context }) => {
        await expireCacheTags([CACHE_TAGS.organization], context)
        return doc
      },
    ],
  },
  fields: [
    { name: 'legal_name', type: 'text', required: true, defaultValue: D.legal_name, validate: validateWith(organizationFields.legal_name) },
    { name: 'ein', label: 'EIN', type: 'text', validate: einValidate, admin: { description: 'NN-NNNNNNN' } },
    {
      name: 'tax_status',
      type: 'select',
      required: true,
      defaultValue: D.tax_status,
      options: TAX_STATUSES.map((value) => ({ label: TAX_STATUS_LABELS[value], value })),
    },
    { name: 'exempt_since', label: 'Exempt since (YYYY-MM-DD)', type: 'text', validate: validateWith(organizationFields.exempt_since) },
    { name: 'signer_name', type: 'text', required: true, defaultValue: D.signer_name, validate: validateWith(organizationFields.signer_name) },
    { name: 'signer_title', type: 'text', validate: validateWith(organizationFields.signer_title) },
    { name: 'mailing_address', type: 'textarea', required: true, defaultValue: D.mailing_address, validate: validateWith(organizationFields.mailing_address) },
  ],
}
