import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of this process (Payload caches it across calls). Pages and route
 * handlers hand it to src/server, which never imports the config: collection hooks and jobs act
 * through `req.payload` instead.
 */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
