import { APIError, type CollectionBeforeDeleteHook } from 'payload'

export const ROUND_HAS_APPLICATIONS = 'This round has applications. Unpublish it instead: its applications keep their round until the retention period clears them.'

/**
 * However it is deleted (/cms, the Local API): a round with applications is kept (409), so no
 * application, its files and its decision are left without their round and outside retention.
 */
export const keepRoundWithApplications: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const applications = await req.payload.count({ collection: 'scholarship-applications', where: { round: { equals: id } }, overrideAccess: true, req })
  if (applications.totalDocs) {
    const error = new APIError(ROUND_HAS_APPLICATIONS, 409, undefined, true)
    error.name = 'APIError' // the production bundle renames classes; Payload shows a named error's message
    throw error
  }
}
