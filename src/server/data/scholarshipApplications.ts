import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { ScholarshipApplication } from '@/payload-types'

/** A round's submitted applications, first submitted first: what is reviewed, ranked and decided. */
export async function findSubmittedApplications(payload: Payload, round: number, req?: PayloadRequest): Promise<ScholarshipApplication[]> {
  const { docs } = await payload.find({
    collection: 'scholarship-applications',
    where: { and: [{ round: { equals: round } }, { status: { equals: 'submitted' } }] },
    sort: 'submitted_at',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
}
