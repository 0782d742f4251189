import { after } from 'next/server'

import { MANAGE_LINK_SENT } from '@/contracts/donorLinks'
import { serve } from '@/server/http/serve'
import { getPayloadClient } from '@/server/payload'
import { sendManageLinks } from '@/server/services/donorLinks'

import { requestManageLink } from './endpoint'

/** The links are looked up and sent after the answer, so its timing tells nothing either. */
export const POST = serve(requestManageLink, async ({ body }) => {
  after(() =>
    sendManageLinks(body.email).catch(async (error: unknown) => {
      const payload = await getPayloadClient()
      payload.logger.error(`A manage-gift link was not sent: ${error instanceof Error ? error.message : error}`)
    }),
  )
  return { message: MANAGE_LINK_SENT }
})
