import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { TIER_HAS_SPONSORS } from '@/contracts/sponsors'

/** However it is deleted (/admin, /cms, the Local API): a tier with sponsorships is kept (409). */
export const keepTierWithSponsors: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const sponsors = await req.payload.count({ collection: 'sponsorships', where: { tier: { equals: id } }, overrideAccess: true, req })
  if (sponsors.totalDocs) {
    const error = new APIError(TIER_HAS_SPONSORS, 409, undefined, true)
    error.name = 'APIError' // the production bundle renames classes; Payload shows a named error's message
    throw error
  }
}
