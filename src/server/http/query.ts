import type * as z from 'zod/mini'

import { invalid } from '../domain/errors'
import { fieldErrors } from './respond'

/**
 * The query string, parsed with an endpoint's schema (the first value of each name); 422 if it
 * fails, or the error `refuse` gives.
 */
export function readQuery<S extends z.ZodMiniType>(request: Request, schema: S, refuse?: () => Error): z.output<S> {
  const params = new URL(request.url).searchParams
  const parsed = schema.safeParse(Object.fromEntries([...params.keys()].map((name) => [name, params.get(name)])))
  if (!parsed.success) throw refuse ? refuse() : invalid(fieldErrors(parsed.error))
  return parsed.data
}
