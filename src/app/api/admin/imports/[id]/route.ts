import { readImportEndpoint, remapImportEndpoint, undoImportEndpoint } from '@/contracts/imports'
import { serve } from '@/app/api/serve'
import { readGiftImport, remapGiftImport, undoGiftImport } from '@/server/services/imports/giftImports'

export const dynamic = 'force-dynamic'

export const GET = serve(readImportEndpoint, async ({ payload, params }) => readGiftImport(payload, params.id))

export const PUT = serve(remapImportEndpoint, async ({ payload, params, body }) => remapGiftImport(payload, params.id, body.mapping))

export const DELETE = serve(undoImportEndpoint, async ({ payload, params }) => undoGiftImport(payload, params.id))
