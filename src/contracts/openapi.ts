import * as z from 'zod/mini'

import { apiErrorSchema, messageSchema } from './api'
import { loginResultSchema, loginSchema, staffSchema } from './auth'
import { contactSchema } from './contact'
import { checkoutResultSchema, checkoutSchema, donationSchema, donationStatsSchema } from './donations'
import { adminEventSchema, adminEventSchemaOut, eventDetailSchema, eventListItemSchema, rsvpResultSchema } from './events'
import { approveSchema, pendingPhotoSchema, publicPhotoSchema } from './gallery'
import { photoFieldsSchema } from './photo'
import { rsvpSchema } from './rsvp'
import { sponsorTierInputSchema, sponsorTierSchema } from './sponsors'

const input = (schema: z.ZodMiniType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' })
const output = (schema: z.ZodMiniType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' })

const jsonBody = (schema: z.ZodMiniType) => ({ required: true, content: { 'application/json': { schema: input(schema) } } })
const ok = (schema: z.ZodMiniType, description = 'OK') => ({ description, content: { 'application/json': { schema: output(schema) } } })
const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } })

const E = {
  400: error('Malformed body (not JSON, not an object)'),
  401: error('No, bad, expired or revoked bearer token'),
  404: error('Unknown id (drafts and unapproved photos are unknown to the public)'),
  413: error('Body too large'),
  415: error('Wrong media type'),
  422: error('Validation failed; `fields` holds a message per field'),
  429: error('Rate limited; see Retry-After'),
}
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }
const pageParams = [
  { name: 'skip', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
  { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
]
const staff = { security: [{ bearer: [] }] }
const list = (schema: z.ZodMiniType) => z.array(schema)

/** The OpenAPI 3.1 description of /api, generated from the same zod schemas the handlers use. */
export function buildOpenApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'From Loss to Light — website API',
      version: '1.0.0',
      description: 'JSON everywhere; times are ISO 8601; money is integer cents. Errors: {"detail", "fields"}.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'access_token from POST /api/auth/login' } },
      schemas: { Error: output(apiErrorSchema) },
    },
    paths: {
      '/api/events': { get: { summary: 'Published events that have not ended, soonest first', responses: { 200: ok(list(eventListItemSchema)) } } },
      '/api/events/{id}': { get: { summary: 'One published event', parameters: [idParam], responses: { 200: ok(eventDetailSchema), 404: E[404] } } },
      '/api/events/{id}/rsvp': {
        post: {
          summary: 'RSVP (once per event and email); events that register elsewhere answer {external_url}',
          parameters: [idParam],
          requestBody: jsonBody(rsvpSchema),
          responses: { 201: ok(messageSchema, 'Registered'), 200: ok(rsvpResultSchema, 'Already registered, or register elsewhere'), 400: E[400], 404: E[404], 415: E[415], 422: E[422], 429: E[429] },
        },
      },
      '/api/contact': {
        post: {
          summary: 'A message or a volunteer application (subject "Volunteer Application"); stored, then mailed',
          requestBody: jsonBody(contactSchema),
          responses: { 201: ok(z.extend(messageSchema, { id: z.number().check(z.int()) }), 'Stored'), 400: E[400], 415: E[415], 422: E[422], 429: E[429] },
        },
      },
      '/api/gallery': { get: { summary: 'Approved photos, newest first', parameters: pageParams, responses: { 200: ok(list(publicPhotoSchema)), 422: E[422] } } },
      '/api/gallery/submit': {
        post: {
          summary: 'Submit a photo (JPEG or PNG by content, under 10 MB); pending until approved',
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: { ...input(photoFieldsSchema), properties: { ...(input(photoFieldsSchema).properties as object), file: { type: 'string', format: 'binary' } } },
              },
            },
          },
          responses: { 201: ok(z.extend(messageSchema, { id: z.number().check(z.int()) }), 'Stored as pending'), 413: E[413], 415: E[415], 422: E[422], 429: E[429] },
        },
      },
      '/api/gallery/admin/pending': { get: { ...staff, summary: 'Photos awaiting review', responses: { 200: ok(list(pendingPhotoSchema)), 401: E[401] } } },
      '/api/gallery/admin/{id}/approve': {
        put: { ...staff, summary: 'Approve a photo', parameters: [idParam], requestBody: jsonBody(approveSchema), responses: { 200: ok(pendingPhotoSchema), 401: E[401], 404: E[404], 422: E[422] } },
      },
      '/api/gallery/admin/{id}/image': {
        get: {
          summary: 'A photo’s file by the signed link the pending list hands out (no bearer token: the signature is the access)',
          parameters: [
            idParam,
            { name: 'variant', in: 'query', required: true, schema: { type: 'string', enum: ['original', 'thumbnail', 'large'] } },
            { name: 'expires', in: 'query', required: true, schema: { type: 'integer' } },
            { name: 'signature', in: 'query', required: true, schema: { type: 'string' } },
          ],
          responses: { 200: { description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } }, 401: E[401], 404: E[404] },
        },
      },
      '/api/gallery/admin/{id}': { delete: { ...staff, summary: 'Reject: delete the photo and its files', parameters: [idParam], responses: { 200: ok(messageSchema), 401: E[401], 404: E[404] } } },
      '/api/sponsors': { get: { summary: 'Active sponsor tiers', responses: { 200: ok(list(sponsorTierSchema)) } } },
      '/api/sponsors/admin': {
        get: { ...staff, summary: 'All sponsor tiers', responses: { 200: ok(list(sponsorTierSchema)), 401: E[401] } },
        post: { ...staff, summary: 'Create a tier', requestBody: jsonBody(sponsorTierInputSchema), responses: { 201: ok(sponsorTierSchema), 401: E[401], 422: E[422] } },
      },
      '/api/sponsors/admin/{id}': {
        put: { ...staff, summary: 'Update a tier', parameters: [idParam], requestBody: jsonBody(sponsorTierInputSchema), responses: { 200: ok(sponsorTierSchema), 401: E[401], 404: E[404], 422: E[422] } },
        delete: { ...staff, summary: 'Delete a tier', parameters: [idParam], responses: { 200: ok(messageSchema), 401: E[401], 404: E[404] } },
      },
      '/api/admin/events': {
        get: { ...staff, summary: 'All events, drafts included', responses: { 200: ok(list(adminEventSchemaOut)), 401: E[401] } },
        post: { ...staff, summary: 'Create an event', requestBody: jsonBody(adminEventSchema), responses: { 201: ok(adminEventSchemaOut), 401: E[401], 422: E[422] } },
      },
      '/api/admin/cache/purge': {
        post: { ...staff, summary: 'Render every public page and GET afresh (after data changed outside the app)', responses: { 200: ok(messageSchema), 401: E[401] } },
      },
      '/api/admin/events/{id}': {
        put: { ...staff, summary: 'Update an event', parameters: [idParam], requestBody: jsonBody(adminEventSchema), responses: { 200: ok(adminEventSchemaOut), 401: E[401], 404: E[404], 422: E[422] } },
        delete: { ...staff, summary: 'Delete an event (and its RSVPs)', parameters: [idParam], responses: { 200: ok(messageSchema), 401: E[401], 404: E[404] } },
      },
      '/api/donations/checkout': {
        post: {
          summary: 'Start a gift: a pending donation, then a PaymentIntent (one-time) or a Subscription (monthly); 503 when card giving is off',
          requestBody: jsonBody(checkoutSchema),
          responses: { 201: ok(checkoutResultSchema, 'Client secret for the Payment Element'), 422: E[422], 429: E[429], 503: error('Card giving is off or Stripe is unreachable') },
        },
      },
      '/api/donations/webhook': {
        post: {
          summary: 'Stripe webhook (Stripe-Signature verified): payment_intent.succeeded/payment_failed, invoice.paid, customer.subscription.deleted; idempotent',
          responses: { 200: { description: 'Received' }, 400: error('Missing or wrong signature') },
        },
      },
      '/api/donations/list': {
        get: { ...staff, summary: 'Donations, newest first (X-Total-Count header)', parameters: pageParams, responses: { 200: ok(list(donationSchema)), 401: E[401] } },
      },
      '/api/donations/export.csv': {
        get: {
          ...staff,
          summary: 'Every donation as CSV (streamed; cells never read as formulas)',
          responses: { 200: { description: 'CSV file', content: { 'text/csv': { schema: { type: 'string' } } } }, 401: E[401] },
        },
      },
      '/api/donations/stats': { get: { ...staff, summary: 'Totals of succeeded donations', responses: { 200: ok(donationStatsSchema), 401: E[401] } } },
      '/api/auth/login': {
        post: { summary: 'Staff sign-in', requestBody: jsonBody(loginSchema), responses: { 200: ok(loginResultSchema), 401: E[401], 422: E[422], 429: E[429] } },
      },
      '/api/auth/me': { get: { ...staff, summary: 'The signed-in staff member', responses: { 200: ok(staffSchema), 401: E[401] } } },
      '/api/auth/logout': { post: { ...staff, summary: 'Revoke the token’s session', responses: { 200: ok(messageSchema), 401: E[401] } } },
      '/api/health': { get: { summary: 'Database reachable', responses: { 200: { description: 'OK' }, 503: error('Database unreachable') } } },
    },
  }
}
