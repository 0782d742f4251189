import type { Payload } from 'payload'

/**
 * How a page or a route hands a cached read the Payload instance: asked for only on a cache miss,
 * so `next build`, which renders the public pages without a database (queries/buildPhase.ts),
 * never starts Payload. Everything else takes the instance itself from its caller.
 */
export type PayloadSource = () => Promise<Payload>
