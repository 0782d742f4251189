import { recordId } from '../domain/ids'
import { notFound } from '../domain/errors'

/** A numeric id from the URL; anything else (`abc`, `1.5`, `-3`, huge) is an unknown id: 404. */
export function parseId(raw: string): number {
  const id = recordId(raw)
  if (id === null) throw notFound()
  return id
}
