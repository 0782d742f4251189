import type { Payload } from 'payload'
import type Stripe from 'stripe'
import type * as z from 'zod/mini'

import { type BodyOf, type EndpointDeclaration, type OutputOf, type PathParams, type QueryOf, sentWithoutPreflight, type Upload } from '@/contracts/endpoint'

import { actingStaff } from '@/plugins/audit/actor'

import { unauthenticated } from '../domain/errors'
import type { Staff } from '../domain/staff'
import type { UploadedFile } from '../domain/upload'
import type { PayloadSource } from '../payload'
import { reportUnhandledError, requestIdOf } from '../services/operations/serverErrors'
import { SIGNED_LINK_REFUSED, verifySignedLink } from '../signedMedia'
import { requireStaff } from './auth'
import { type Donor, requireDonor } from './donorSession'
import { clientAddress } from './clientAddress'
import { refuseCrossSite } from './crossSite'
import { readJson } from './body'
import { readUpload } from './multipart'
import { apiRoute } from './handler'
import { parseParam } from './params'
import { readQuery } from './query'
import { enforceRateLimit } from './rateLimit'
import { json, publicJson } from './respond'
import { verifiedStripeEvent } from './stripeSignature'

type Parsed<S> = [S] extends [never] ? undefined : S extends z.ZodMiniType ? z.output<S> : undefined

type UploadOf<E> = E extends { multipart: infer U extends Upload } ? U : never
/** A multipart endpoint's fields, or its JSON body where it also takes one. */
type UploadFields<U> = (U extends { fields: infer F extends z.ZodMiniType } ? z.output<F> : never) | (U extends { json: infer J extends z.ZodMiniType } ? z.output<J> : never)
type UploadFile<U> = [U] extends [never] ? undefined : U extends { fileRequired: true } ? UploadedFile : UploadedFile | undefined

/** What a route's handler receives, checked and parsed as its declaration says. */
export type Call<E extends EndpointDeclaration> = {
  request: Request
  params: PathParams<E['path']>
  staff: E['access'] extends 'staff' ? Staff : undefined
  /** A `donor` endpoint's signed-in donor: the email their session is bound to. */
  donor: E['access'] extends 'donor' ? Donor : undefined
  /** A `stripe-signature` endpoint's event, verified over the raw body (which it has read). */
  event: E['access'] extends 'stripe-signature' ? Stripe.Event : undefined
  /** The JSON body, or a multipart endpoint's text fields. */
  body: [UploadOf<E>] extends [never] ? Parsed<BodyOf<E>> : UploadFields<UploadOf<E>>
  /** A multipart endpoint's file (always there when it is declared required). */
  file: UploadFile<UploadOf<E>>
  /** A cached endpoint's query is answered by a rewrite, never by its own handler. */
  query: E['cache'] extends 'public' ? undefined : Parsed<QueryOf<E>>
  /** What the handler acts with. A cached endpoint's handler reads through a query, which asks for Payload only on a miss. */
  payload: E['cache'] extends 'public' ? undefined : Payload
}

/** A signed link is judged whole: a malformed one is refused as a forged or expired one is. */
const refusedLink = () => unauthenticated(SIGNED_LINK_REFUSED)

type RouteContext = { params: Promise<Record<string, string>> }

/**
 * Serves one declared endpoint, in this order: a request another site's page sent unasked (403),
 * the staff token (401) and role (403), the donor's session (401), the signed link's signature and expiry (401) or Stripe's
 * signature over the raw body (400; 503 when card giving is off), the path's ids (404), the rate
 * limit (429), the query and the body, JSON or multipart (400/413/415/422; 408 for an upload too
 * slow). The handler answers the
 * declared output, sent with the declared status (and the public cache policy when declared), or
 * a Response of its own (a file, extra headers, another status). Failures become the contract's
 * error envelope (apiRoute). A public GET's handler reads nothing of the request that Next's
 * cache cannot see, so it stays cacheable. `payloadSource` is the app's (src/app/api/serve.ts):
 * src/server never imports the Payload config.
 */
export function serveWith(payloadSource: PayloadSource) {
  return function serve<E extends EndpointDeclaration>(endpoint: E, handler: (call: Call<E>) => Promise<OutputOf<E> | Response>) {
    return apiRoute(
      async (request: Request, context: RouteContext) => {
        if (sentWithoutPreflight(endpoint)) refuseCrossSite(request)
        // A cookie is sent with whatever asks: no other site's page may use a donor's session.
        if (endpoint.access === 'donor') refuseCrossSite(request, { strict: true })
        let instance: Payload | undefined
        const acting = async () => (instance ??= await payloadSource())
        const staff = endpoint.access === 'staff' ? await requireStaff(await acting(), request, endpoint.role) : undefined
        const donor = endpoint.access === 'donor' ? await requireDonor(await acting(), request) : undefined
        if (endpoint.access === 'signed-link' && !verifySignedLink(new URL(request.url))) throw refusedLink()
        const event = endpoint.access === 'stripe-signature' ? await verifiedStripeEvent(request) : undefined
        const raw = await context.params
        const params = Object.fromEntries(Object.entries(raw ?? {}).map(([name, value]) => [name, parseParam(name, value)]))
        if (endpoint.rateLimit && !endpoint.rateLimitCountedByHandler) await enforceRateLimit(await acting(), request, endpoint.rateLimit)
        // A cached answer is one per path: reading the query would make every request render.
        const query = endpoint.query && endpoint.cache !== 'public' ? readQuery(request, endpoint.query, endpoint.access === 'signed-link' ? refusedLink : undefined) : undefined
        const upload = endpoint.multipart ? await readUpload(request, endpoint.multipart) : undefined
        const body = endpoint.body ? await readJson(request, endpoint.body, { optional: endpoint.bodyOptional }) : upload?.fields
        // `next build` renders a cached endpoint without a database: only its query asks for Payload, on a miss.
        const payload = endpoint.cache === 'public' ? undefined : await acting()
        const call = () => handler({ request, params, staff, donor, event, body, file: upload?.file, query, payload } as Call<E>)
        // Every write the handler makes is recorded in the audit trail as this staff member's.
        const answer = staff ? await actingStaff.run({ id: staff.id, email: staff.email, address: clientAddress(request) }, call) : await call()
        if (answer instanceof Response) return answer
        if (endpoint.cache === 'public') return publicJson(answer)
        return json(answer, { status: endpoint.status ?? 200 })
      },
      (error, request) => reportUnhandledError(payloadSource, unhandledOf(endpoint, request, error)),
    )
  }
}

/** An endpoint's error no code of ours answered for, as the log line and the count name it. */
const unhandledOf = (endpoint: EndpointDeclaration, request: Request, error: unknown) => ({
  route: endpoint.path,
  method: endpoint.method,
  path: new URL(request.url).pathname,
  requestId: requestIdOf(request.headers.get('x-request-id')),
  error,
})
