import { listImportsEndpoint, uploadImportEndpoint } from '@/contracts/imports'
import { serve } from '@/app/api/serve'
import { listGiftImports, uploadGiftImport } from '@/server/services/imports/giftImports'

export const dynamic = 'force-dynamic'

export const GET = serve(listImportsEndpoint, async ({ payload }) => listGiftImports(payload))

export const POST = serve(uploadImportEndpoint, async ({ payload, staff, file }) => uploadGiftImport(payload, staff, file))
