import { APIError, type CollectionBeforeDeleteHook } from 'payload'

export const CAMPAIGN_HAS_GIFTS = 'This campaign has gifts. Unpublish it instead, so its gifts keep their campaign.'

/**
 * However it is deleted (/admin, /cms, the Local API): a campaign with gifts is kept (409), so no
 * gift silently leaves its campaign's total; one without gifts takes its supporters' pages with it.
 */
export const keepCampaignWithGifts: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const gifts = await req.payload.count({ collection: 'donations', where: { campaign: { equals: id } }, req })
  if (gifts.totalDocs) {
    const error = new APIError(CAMPAIGN_HAS_GIFTS, 409, undefined, true)
    error.name = 'APIError' // the production bundle renames classes; Payload shows a named error's message
    throw error
  }
  await req.payload.delete({ collection: 'fundraisers', where: { campaign: { equals: id } }, req })
}
