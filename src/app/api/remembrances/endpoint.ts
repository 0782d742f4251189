import * as z from 'zod/mini'

import { pageQuerySchema, storedSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'
import { leaveRemembranceFieldsSchema, leaveRemembranceSchema, publicRemembranceSchema } from '@/contracts/remembrances'

export const listRemembrancesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/remembrances',
  summary: 'Published remembrances, newest first (`?skip=&limit=`, 20 by default); the total in X-Total-Count. Never the writer’s email',
  access: 'public',
  query: pageQuerySchema,
  output: z.array(publicRemembranceSchema),
})

export const leaveRemembranceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/remembrances',
  summary:
    'Leave a remembrance: JSON `{name, email, relationship, message, consent: true}`, or multipart with the same fields (consent "true") and an optional `photo` (JPEG or PNG by content, under 10 MB). Stored pending: shown once staff publish it, and the writer is mailed then. `website` is a field people never see: filled in, nothing is stored (400)',
  access: 'public',
  rateLimit: 'remembrance',
  multipart: { fields: leaveRemembranceFieldsSchema, file: 'photo', json: leaveRemembranceSchema, honeypot: true },
  status: 201,
  output: storedSchema,
  answers: { 400: { description: 'The hidden `website` field filled in (nothing is stored)' } },
})
