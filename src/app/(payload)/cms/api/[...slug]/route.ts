import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { getPayloadClient } from '@/app/payload'
import { guardCmsApi } from '@/server/http/cmsApi'

// Payload's REST, behind rate limits, lock-out rules, body limits and body-type checks.
export const GET = guardCmsApi(getPayloadClient, REST_GET(config))
export const POST = guardCmsApi(getPayloadClient, REST_POST(config))
export const DELETE = guardCmsApi(getPayloadClient, REST_DELETE(config))
export const PATCH = guardCmsApi(getPayloadClient, REST_PATCH(config))
export const PUT = guardCmsApi(getPayloadClient, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
