import { commitImportEndpoint } from '@/contracts/imports'
import { serve } from '@/app/api/serve'
import { commitGiftImport } from '@/server/services/imports/giftImports'

export const POST = serve(commitImportEndpoint, async ({ payload, params }) => commitGiftImport(payload, params.id))
