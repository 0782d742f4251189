import { defineEndpoint } from '@/contracts/endpoint'
import { organizationSchema } from '@/contracts/organization'

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
