import { serveWith } from '@/server/http/serve'

import { getPayloadClient } from '../payload'

/** serve() for the route files here: their handlers act with this process's Payload instance. */
export const serve = serveWith(getPayloadClient)
