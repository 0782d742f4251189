import type { GlobalConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isFundraiser } from '@/access/isFundraiser'
import { organizationFields, organizationSchema, TAX_STATUS_LABELS, TAX_STATUSES } from '@/contracts/organization'

import { validateWith } from '../../collections/validateWith'
import { ORGANIZATION_DEFAULTS as D } from './defaults'

/**
 * The foundation's giving settings: what every acknowledgement and year-end statement states of
 * it (legal name, tax status and EIN, signer, mailing address). Admins change them; the change is
 * audited (the audit plugin's global hooks) and the next letter queued uses it.
 */
export const Organization: GlobalConfig = {
  slug: 'organization',
  label: 'Giving settings',
  access: { read: isFundraiser, update: isAdmin },
  hooks: {
    // The same rule as the API's (an exempt foundation needs its EIN), for /cms too.
    beforeValidate: [
      ({ data }) => {
        const judged = organizationSchema.safeParse({ ...D, ...data })
        const einIssue = judged.success ? undefined : judged.error.issues.find((issue) => issue.path[0] === 'ein')
        if (einIssue) throw new Error(einIssue.message)
        return data
      },
    ],
  },
  fields: [
    { name: 'legal_name', type: 'text', required: true, defaultValue: D.legal_name, validate: validateWith(organizationFields.legal_name) },
    { name: 'ein', label: 'EIN', type: 'text', validate: validateWith(organizationFields.ein), admin: { description: 'NN-NNNNNNN' } },
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
