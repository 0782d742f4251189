import * as z from 'zod/mini'

import { pageQuerySchema } from './api'
import { defineEndpoint } from './endpoint'

// The staff inbox: contact messages and volunteer applications, as staff read and handle them.

export const MESSAGE_KINDS = ['contact', 'volunteer'] as const

export const inboxMessageSchema = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(MESSAGE_KINDS),
  name: z.string(),
  email: z.string(),
  subject: z.nullable(z.string()),
  /** For a volunteer application: the phone and interests, as the visitor gave them. */
  message: z.string(),
  received_at: z.string(),
  read_at: z.nullable(z.string()),
  handled_at: z.nullable(z.string()),
})
export type InboxMessage = z.infer<typeof inboxMessageSchema>

const FILTER_MESSAGE = 'Please choose one of the listed filters'

/** `?kind=contact|volunteer&handled=true|false&skip=&limit=` */
export const inboxQuerySchema = z.extend(pageQuerySchema, {
  kind: z.optional(z.enum(MESSAGE_KINDS, { error: FILTER_MESSAGE })),
  handled: z.optional(
    z.pipe(
      z.enum(['true', 'false'], { error: FILTER_MESSAGE }),
      z.transform((value: 'true' | 'false') => value === 'true'),
    ),
  ),
})

/** What staff change on a message: read (opening it marks it read), handled. */
export const inboxUpdateSchema = z.object({
  read: z.optional(z.boolean({ error: 'Must be true or false' })),
  handled: z.optional(z.boolean({ error: 'Must be true or false' })),
})

export const inboxSummarySchema = z.object({ unread: z.number().check(z.int()) })

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const updateInboxMessageEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/messages/{id}',
  summary: 'Mark a message read or unread (`read`), handled or not (`handled`); opening one in /admin marks it read',
  access: 'staff',
  role: 'content',
  body: inboxUpdateSchema,
  output: inboxMessageSchema,
})

export const listInboxMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/messages',
  summary: 'Contact messages and volunteer applications, newest first; `?kind=contact|volunteer&handled=true|false&skip=&limit=` (50 a page by default), the total in X-Total-Count',
  access: 'staff',
  role: 'content',
  query: inboxQuerySchema,
  output: z.array(inboxMessageSchema),
})

export const inboxSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/messages/summary',
  summary: 'How many messages and applications no staff member has opened yet',
  access: 'staff',
  role: 'content',
  output: inboxSummarySchema,
})
