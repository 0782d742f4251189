import { notFound } from './errors'

/** A numeric id from the URL; anything else (`abc`, `1.5`, `-3`, huge) is an unknown id. */
export function parseId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw notFound()
  const id = Number(raw)
  if (id > 2_147_483_647) throw notFound()
  return id
}
