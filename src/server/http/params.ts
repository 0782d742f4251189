import { SLUG_MAX } from '@/contracts/common'

import { recordId } from '../domain/ids'
import { notFound } from '../domain/errors'

/** A numeric id from the URL; anything else (`abc`, `1.5`, `-3`, huge) is an unknown id: 404. */
export function parseId(raw: string): number {
  const id = recordId(raw)
  if (id === null) throw notFound()
  return id
}

/** A slug from the URL (`{slug}`): lowercase letters, digits and hyphens; anything else is 404. */
export function parseSlug(raw: string): string {
  if (raw.length > SLUG_MAX || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(raw)) throw notFound()
  return raw
}

/** A year from the URL (`{year}`), written `2025` or as a file, `2025.pdf`; anything else is 404. */
export function parseYear(raw: string): number {
  const year = /^(\d{4})(?:\.pdf)?$/.exec(raw)?.[1]
  if (!year) throw notFound()
  return Number(year)
}

/** A path parameter by its name: `slug` is a slug, `year` a year, every other one an id. */
export const parseParam = (name: string, raw: string): number | string => (name === 'slug' ? parseSlug(raw) : name === 'year' ? parseYear(raw) : parseId(raw))
