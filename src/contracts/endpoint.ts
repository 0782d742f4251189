import type * as z from 'zod/mini'

import type { StaffArea } from './roles'

/**
 * One declaration per /api endpoint, kept beside its subject's schemas in src/contracts
 * (`sendContactMessageEndpoint` in contact.ts) and named by its route file. The route serves it
 * (src/server/http/serve.ts: access, rate limit, parsing), the registry lists it
 * (src/contracts/endpoints.ts, derived from the subject modules' exports), the OpenAPI document
 * describes it (src/contracts/openapi.ts), the browser client is typed by it
 * (src/contracts/client.ts), and the tests walk it (the staff paths of the 401 and roles tests).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call:
 * - `public`: anyone (a POST is also rate-limited per address);
 * - `staff`: a signed-in staff member's bearer token, else 401, whose role covers the declared
 *   `role` area (src/contracts/roles.ts), else 403;
 * - `stripe-signature`: Stripe, proven by the Stripe-Signature over the raw body: serve() verifies it
 *   before the handler runs, else 400 (503 when card giving is not configured), and hands the
 *   handler the verified event (src/server/http/stripeSignature.ts);
 * - `signed-link`: whoever holds a link the staff API handed out: serve() checks its signature
 *   (over the path and the query) and expiry before the handler runs, else 401
 *   (src/server/signedMedia.ts);
 * - `donor`: a donor signed in by an emailed link (the donor session's cookie): serve() refuses
 *   another site's request (403) and a missing, ended or expired session (401) before the handler
 *   runs, and hands it the session's email (src/server/http/donorSession.ts).
 */
export type Access = 'public' | 'staff' | 'stripe-signature' | 'signed-link' | 'donor'

/**
 * The rate-limit buckets (counted per client address and bucket): the public POSTs', and
 * `payment-status`, the thank-you view's questions to Stripe (src/app/(site)/donate/thank-you).
 * `two-step` (the second step's codes and the required enrolment) and `candle` (the remembrance
 * wall's candles) have limits of their own: src/server/http/rateLimit.ts.
 */
export type RateLimitBucket =
  | 'login'
  | 'contact'
  | 'rsvp'
  | 'checkout'
  | 'gallery-submit'
  | 'fundraiser'
  | 'donor-link'
  | 'donor-portal'
  | 'unsubscribe'
  | 'staff-invitation'
  | 'two-step'
  | 'payment-status'
  | 'human-check'
  | 'remembrance'
  | 'remembrance-report'
  | 'candle'
  | 'statement'
  | 'scholarship-apply'
  | 'scholarship'
  | 'check-in'
  | 'ticket-guests'
  | 'waitlist'
  | 'tribute-search'
  | 'family'

/** An answer that is not JSON: its media type and what it holds. */
export type FileAnswer = { contentType: string; description: string }

/** What a multipart endpoint takes; serve() hands its handler the parsed fields and the file. */
export type Upload = {
  /** The text fields' schema (422 with per-field messages). */
  fields: z.ZodMiniType
  /** The file field's name. */
  file: string
  /** Without the file (or with an empty one), 422 on its field, with the fields' own messages. */
  fileRequired?: true
  /** The endpoint also takes a JSON body (no file), parsed with this schema. */
  json?: z.ZodMiniType
  /** The form's hidden `website` field: filled in, 400 before the fields are judged (src/server/http/honeypot.ts). */
  honeypot?: true
  /** A file other than a photo: its largest size and the words for one too large or missing (a photo's otherwise). */
  limits?: { maxFileBytes: number; tooLarge: string; missing: string; what: string }
}

type Caller = { access: 'staff'; /** Which staff may call: `any` role, or the roles of one area. */ role: StaffArea } | { access: Exclude<Access, 'staff'>; role?: never }

export type EndpointDeclaration = Caller & {
  method: Method
  /** `{id}` segments are positive integer ids, `{slug}` ones a slug (anything else is 404). */
  path: `/api/${string}`
  summary: string
  /** Required for public endpoints that take a body. */
  rateLimit?: RateLimitBucket
  /**
   * The handler counts the rate limit itself, to fold it into its own statement (one round trip
   * on a hot path: POST /api/candles). A request refused before the handler (a body that is not
   * JSON) is then not counted; it reached no database either.
   */
  rateLimitCountedByHandler?: true
  /** A JSON body, parsed with this schema (422 with per-field messages). */
  body?: z.ZodMiniType
  /** The JSON body may also be left out (no bytes, whatever the media type): it is read as `{}`. */
  bodyOptional?: true
  /** A multipart body with one photo (src/contracts/photo.ts's size limit), parsed by serve(). */
  multipart?: Upload
  /** Query parameters, parsed with this schema. */
  query?: z.ZodMiniType
  /** Optional request headers the endpoint reads, with what they do. */
  headers?: Record<string, string>
  /** The success status and JSON answer (or a file). */
  status?: 200 | 201 | 202
  output?: z.ZodMiniType
  file?: FileAnswer
  /** Other answers worth describing, by status: a success of another shape, or a specific failure. */
  answers?: Record<number, { description: string; schema?: z.ZodMiniType }>
  /**
   * Served from Next's cache like the public pages (the route exports `revalidate`), and kept
   * briefly by CDNs. Its handler never reads the request (a query is answered by a rewrite).
   */
  cache?: 'public'
  /** Not part of the documented contract (a rewrite target, the catch-all 404). */
  internal?: string
}

/** Keeps the declaration's literal types (method, path, schemas), which the client reads. */
export const defineEndpoint = <const E extends EndpointDeclaration>(endpoint: E): E => endpoint

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never

/** The path's `{id}`s (and `{slug}`s), as the browser passes them and the route receives them. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: K extends 'slug' ? string : number }

export type BodyOf<E> = E extends { body: infer S extends z.ZodMiniType } ? S : never
export type QueryOf<E> = E extends { query: infer S extends z.ZodMiniType } ? S : never
type DeclaredOutput<E> = E extends { output: infer S extends z.ZodMiniType } ? z.output<S> : unknown
type AnswerSchema<E> = E extends { answers: infer A } ? { [K in keyof A]: A[K] extends { schema: infer S extends z.ZodMiniType } ? z.output<S> : never }[keyof A] : never
/** The success answer: the declared output, or another declared shape (RSVP's `{external_url}`). */
export type OutputOf<E> = DeclaredOutput<E> | AnswerSchema<E>

export const endpointKey = (endpoint: Pick<EndpointDeclaration, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`

/**
 * Whether a page on any other site can make a browser send this endpoint's request without
 * asking first: a public endpoint taking multipart, or no body at all, is a "simple" request that
 * CORS lets through unasked (a JSON body needs a preflight). Such requests from another site's
 * page are refused unless its origin is in CORS_ORIGINS (src/server/http/crossSite.ts).
 */
export const sentWithoutPreflight = (endpoint: Pick<EndpointDeclaration, 'access' | 'multipart' | 'bodyOptional'>): boolean =>
  endpoint.access === 'public' && Boolean(endpoint.multipart || endpoint.bodyOptional)

const METHODS: readonly unknown[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] satisfies Method[]

/** Whether a module's export is an endpoint's declaration (the registry, src/contracts/endpoints.ts, keeps those). */
export const isEndpointDeclaration = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  METHODS.includes(value.method) &&
  'path' in value &&
  typeof value.path === 'string' &&
  value.path.startsWith('/api/') &&
  'access' in value &&
  'summary' in value

/** The declarations a subject module exports, one by one or as a list (the catch-all's, one per method). */
export type DeclaredIn<M> = { [K in keyof M]: M[K] extends EndpointDeclaration ? M[K] : M[K] extends readonly (infer D extends EndpointDeclaration)[] ? D : never }[keyof M]
