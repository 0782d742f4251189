import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { EVENT_HAS_ORDERS } from '@/contracts/events'

/**
 * However it is deleted (/admin, /cms, the Local API): an event with ticket orders is kept (409);
 * one without takes its waitlist with it (places of no money, waiting for seats that are gone).
 */
export const keepEventWithOrders: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const orders = await req.payload.count({ collection: 'ticket-orders', where: { event: { equals: id } }, overrideAccess: true, req })
  if (orders.totalDocs) {
    const error = new APIError(EVENT_HAS_ORDERS, 409, undefined, true)
    error.name = 'APIError' // the production bundle renames classes; Payload shows a named error's message
    throw error
  }
  await req.payload.delete({ collection: 'waitlist-entries', where: { event: { equals: id } }, overrideAccess: true, req })
}
