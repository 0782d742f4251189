import * as z from 'zod/mini'

import { defineEndpoint, type Method } from './endpoint'

/** Every error the API answers: a sentence for a person, and per-field messages on 422. */
export const apiErrorSchema = z.object({
  detail: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
})

export const messageSchema = z.object({ message: z.string() })

/** `?skip=&limit=` of list endpoints. */
export const pageQuerySchema = z.object({
  skip: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
})

/** What a public form's POST answers once its submission is stored. */
export const storedSchema = z.extend(messageSchema, { id: z.number().check(z.int()) })

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const satisfies readonly Method[]

/** Every /api path the contract does not have: a JSON 404, whatever the method. */
export const unknownApiPath = METHODS.map((method) =>
  defineEndpoint({
    method,
    path: '/api/{path}',
    summary: 'Any other /api path: 404 in the contract’s error envelope',
    access: 'public',
    internal: 'the catch-all 404',
  }),
)

export const purgePublicCacheEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/cache/purge',
  summary: 'Render every public page and GET afresh (after data changed outside the app)',
  access: 'staff',
  role: 'content',
  output: messageSchema,
})

export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Database reachable (for load balancers and monitors; answers within 1.5 s)',
  access: 'public',
  output: z.object({ status: z.literal('ok') }),
  answers: { 503: { description: 'Database unreachable' } },
})

export const openApiDocumentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This document',
  access: 'public',
  file: { contentType: 'application/json', description: 'The OpenAPI 3.1 description of /api' },
})
