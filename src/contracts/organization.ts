import * as z from 'zod/mini'

import { optionalLine, requiredText } from './common'
import { defineEndpoint } from './endpoint'

// The foundation's giving settings: the name, tax status and signer every acknowledgement letter and
// year-end statement states (src/server/services/letters). Admins change them in /admin/organization.

export const TAX_STATUSES = ['pending', 'exempt'] as const
export type TaxStatus = (typeof TAX_STATUSES)[number]
export const TAX_STATUS_LABELS: Record<TaxStatus, string> = {
  pending: '501(c)(3) application pending',
  exempt: 'Exempt under section 501(c)(3)',
}

export const EIN_MESSAGE = 'Please enter the EIN as NN-NNNNNNN'
export const EIN_NEEDED_MESSAGE = 'An exempt foundation’s letters state its EIN: please enter it'
export const EXEMPT_SINCE_MESSAGE = 'Please enter a date as YYYY-MM-DD'
const EIN = /^\d{2}-\d{7}$/

/** "2027-03-01": a real calendar day. */
const isCalendarDay = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
}

/** An optional value of one line, empty becoming null, that must match `valid` when given. */
const optionalMatching = (valid: (value: string) => boolean, message: string) =>
  z.pipe(
    z.nullish(z.string({ error: message }).check(z.trim(), z.maxLength(20, message))).check(z.refine((value: string | null | undefined) => !value || valid(value), message)),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  )

export const organizationFields = {
  legal_name: requiredText('Please enter the foundation’s legal name'),
  ein: optionalMatching((value) => EIN.test(value), EIN_MESSAGE),
  tax_status: z.enum(TAX_STATUSES, { error: 'Choose pending or exempt' }),
  exempt_since: optionalMatching(isCalendarDay, EXEMPT_SINCE_MESSAGE),
  signer_name: requiredText('Please enter who signs the letters'),
  signer_title: optionalLine(200),
  mailing_address: z
    .string({ error: 'Please enter the mailing address' })
    .check(z.trim(), z.minLength(1, 'Please enter the mailing address'), z.maxLength(500, 'Please keep this under 500 characters')),
}

/** An exempt foundation's letters state its EIN: the API's and /cms's rule (shown on the EIN field). */
export const lacksNeededEin = (settings: { tax_status?: unknown; ein?: unknown }): boolean => settings.tax_status === 'exempt' && !(typeof settings.ein === 'string' && settings.ein.trim())

/** What an admin sends (PUT /api/admin/organization) and reads back: an exempt foundation needs its EIN. */
export const organizationSchema = z.object(organizationFields).check(
  z.superRefine((settings, ctx) => {
    if (lacksNeededEin(settings)) ctx.issues.push({ code: 'custom', input: settings.ein, path: ['ein'], message: EIN_NEEDED_MESSAGE })
  }),
)
export type OrganizationSettings = z.output<typeof organizationSchema>

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const readOrganizationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/organization',
  summary: 'The foundation’s giving settings every acknowledgement and statement states: legal name, EIN, tax status (pending or exempt), exempt since, signer, mailing address',
  access: 'staff',
  role: 'admin',
  output: organizationSchema,
})

export const updateOrganizationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/organization',
  summary: 'Change the giving settings (audited); letters queued from now on use them. An EIN is NN-NNNNNNN; `exempt` needs one',
  access: 'staff',
  role: 'admin',
  body: organizationSchema,
  output: organizationSchema,
})
