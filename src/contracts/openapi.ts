import * as z from 'zod/mini'

import { BRAND } from '@/lib/brand'

import { apiErrorSchema } from './api'
import { type EndpointDeclaration, sentWithoutPreflight } from './endpoint'

type JsonSchema = { properties?: Record<string, unknown>; required?: string[] } & Record<string, unknown>

const schemaOf = (schema: z.ZodMiniType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema

const jsonContent = (schema: z.ZodMiniType, io: 'input' | 'output') => ({ 'application/json': { schema: schemaOf(schema, io) } })
const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } })

/** The failures every endpoint of a kind can answer, from what its declaration says it takes. */
function derivedErrors(endpoint: EndpointDeclaration): Record<number, string> {
  const errors: Record<number, string> = {}
  if (endpoint.access === 'staff') errors[401] = 'No, bad, expired or revoked bearer token'
  if (endpoint.access === 'signed-link') errors[401] = 'The link’s signature is wrong or has expired'
  if (endpoint.access === 'donor') {
    errors[401] = 'No donor session (the `donor_session` cookie is missing, ended or expired): sign in by an emailed link'
    errors[403] = 'Sent from another site’s page: a donor’s session is used only by this site’s own pages'
  }
  if (endpoint.path.includes('{')) errors[404] = 'Unknown id (drafts and unapproved photos are unknown to the public)'
  if (endpoint.body) Object.assign(errors, { 400: 'Malformed body (not JSON, not an object)', 415: 'Wrong media type' })
  const limits = endpoint.multipart?.limits
  if (endpoint.body || endpoint.multipart)
    errors[413] = limits
      ? `Body too large, or a ${limits.what} over ${limits.maxFileBytes / 1024 / 1024} MB`
      : endpoint.multipart
        ? 'Body too large, or an image too large to decode (pixels × channels × bytes per channel)'
        : 'Body too large'
  if (endpoint.body) errors[408] = 'The body took longer than its deadline to arrive (10 s unless the server sets BODY_DEADLINE_SECONDS)'
  if (endpoint.multipart)
    Object.assign(errors, {
      408: 'The upload took longer than its deadline to arrive (2 minutes unless the server sets UPLOAD_DEADLINE_SECONDS)',
      ...(!limits && { 503: 'Too many images being processed; see Retry-After' }),
    })
  if (endpoint.multipart) errors[415] = limits ? `Not a ${limits.what} (judged by its content)` : 'Not a JPEG or PNG image'
  if (endpoint.body || endpoint.multipart || (endpoint.query && endpoint.access !== 'signed-link')) errors[422] = 'Validation failed; `fields` holds a message per field'
  if (endpoint.rateLimit) errors[429] = 'Rate limited; see Retry-After'
  if (sentWithoutPreflight(endpoint)) errors[403] = 'Sent by a browser from another site’s page (Sec-Fetch-Site, or a foreign Origin) whose origin is not in CORS_ORIGINS: nothing done'
  return errors
}

function requestBody(endpoint: EndpointDeclaration) {
  if (endpoint.body) return { required: !endpoint.bodyOptional, content: jsonContent(endpoint.body, 'input') }
  if (!endpoint.multipart) return undefined
  const { file, fileRequired, json } = endpoint.multipart
  const fields = schemaOf(endpoint.multipart.fields, 'input')
  const required = fileRequired ? { required: [...(fields.required ?? []), file] } : {}
  const schema = { ...fields, properties: { ...fields.properties, [file]: { type: 'string', format: 'binary' } }, ...required }
  // An endpoint that also takes JSON (no file) documents that body too.
  return { required: true, content: { 'multipart/form-data': { schema }, ...(json ? jsonContent(json, 'input') : {}) } }
}

function parameters(endpoint: EndpointDeclaration) {
  const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'slug' ? { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 100 } : { type: 'integer', minimum: 1 },
  }))
  const query = endpoint.query ? schemaOf(endpoint.query, 'input') : undefined
  const inQuery = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema }))
  const inHeaders = Object.entries(endpoint.headers ?? {}).map(([name, description]) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string', minLength: 1, maxLength: 255 },
  }))
  const all = [...inPath, ...inQuery, ...inHeaders]
  return all.length ? all : undefined
}

function responses(endpoint: EndpointDeclaration) {
  const success = endpoint.output
    ? { description: 'OK', content: jsonContent(endpoint.output, 'output') }
    : endpoint.file
      ? { description: endpoint.file.description, content: { [endpoint.file.contentType]: { schema: { type: 'string', format: 'binary' } } } }
      : { description: 'OK' }
  const answers = Object.fromEntries(
    Object.entries(endpoint.answers ?? {}).map(([status, answer]) => [
      status,
      answer.schema ? { description: answer.description, content: jsonContent(answer.schema, 'output') } : Number(status) >= 400 ? error(answer.description) : { description: answer.description },
    ]),
  )
  const errors = Object.fromEntries(Object.entries(derivedErrors(endpoint)).map(([status, description]) => [status, error(description)]))
  return { [endpoint.status ?? 200]: success, ...errors, ...answers }
}

function operation(endpoint: EndpointDeclaration) {
  return {
    summary: endpoint.summary,
    ...(endpoint.access === 'staff' && { security: [{ bearer: [] }] }),
    ...(endpoint.access === 'donor' && { security: [{ donorSession: [] }] }),
    ...(endpoint.rateLimit && { 'x-rate-limit-bucket': endpoint.rateLimit }),
    parameters: parameters(endpoint),
    requestBody: requestBody(endpoint),
    responses: responses(endpoint),
  }
}

/** The OpenAPI 3.1 description of /api, built from the endpoints' declarations (the registry, src/contracts/endpoints.ts). */
export function buildOpenApiDocument(serverUrl: string, endpoints: readonly EndpointDeclaration[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {}
  for (const endpoint of endpoints) {
    if (endpoint.internal) continue
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation(endpoint) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${BRAND} — website API`,
      version: '1.0.0',
      description: 'JSON everywhere; times are ISO 8601; money is integer cents. Errors: {"detail", "fields"}.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'access_token from POST /api/auth/login' },
        donorSession: { type: 'apiKey', in: 'cookie', name: 'donor_session', description: 'set by POST /api/donor/session (a donor’s emailed sign-in link)' },
      },
      schemas: { Error: schemaOf(apiErrorSchema, 'output') },
    },
    paths,
  }
}
