import { pageQuerySchema } from '@/contracts/api'

import { invalid } from './errors'
import { fieldErrors } from './respond'

/** `?skip=&limit=` as numbers; limit stays undefined when absent. */
export function readPageQuery(request: Request): { skip: number; limit?: number } {
  const params = new URL(request.url).searchParams
  const parsed = pageQuerySchema.safeParse({
    skip: params.get('skip') ?? undefined,
    limit: params.get('limit') ?? undefined,
  })
  if (!parsed.success) throw invalid(fieldErrors(parsed.error))
  return parsed.data
}
