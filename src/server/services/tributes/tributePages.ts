import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { TributeKind } from '@/contracts/donate'
import { relationId } from '@/lib/relations'
import type { Tribute } from '@/payload-types'

import { lockWithinTransaction } from '../../data/transactionLock'
import { slugFromName } from '../fundraisers/fundraiserNames'

// Where a tribute gift's page comes from: the first gift in a name that succeeds makes it; every
// later one in that name (typed the same, or as "Give in her memory" fills it in) joins it.

/** One line, single spaces: how a name typed into a form is compared with a page's. */
export const tidyName = (name: string): string => name.replace(/\s+/g, ' ').trim()

/**
 * The page's address from the honoree's name; a name without Latin letters or digits gets one from
 * its own hash, so two such names never share a page.
 */
export const tributeSlugOf = (name: string): string => {
  const slug = slugFromName(name)
  if (slug !== 'supporter' || /supporter/i.test(name)) return slug
  return `tribute-${createHash('sha256').update(name.toLowerCase()).digest('hex').slice(0, 10)}`
}

/** The page a merged page leads to (a chain followed to its end; at most a few steps). */
export async function followMerges(payload: Payload, page: Tribute, req?: Partial<PayloadRequest>): Promise<Tribute> {
  let current = page
  for (let step = 0; step < 10 && current.merged_into; step++) {
    const next = await payload.findByID({ collection: 'tributes', id: relationId(current.merged_into)!, depth: 0, disableErrors: true, req })
    if (!next) break
    current = next
  }
  return current
}

/**
 * The page of a gift in `honoree`'s name, made if there is none, in the gift's transaction: a page
 * with that very name (a renamed page keeps its gifts coming), else the one at the name's address,
 * followed through merges. Two first gifts in one new name at once wait for each other (a lock per
 * address), so they share one page.
 */
export async function tributePageFor(payload: Payload, req: PayloadRequest, honoree: string, kind: TributeKind): Promise<number> {
  const name = tidyName(honoree)
  const slug = tributeSlugOf(name)
  await lockWithinTransaction(payload, req, `tribute-page:${slug}`)
  const { docs } = await payload.find({
    collection: 'tributes',
    where: { or: [{ name: { equals: name } }, { slug: { equals: slug } }] },
    depth: 0,
    limit: 10,
    req,
  })
  const found = docs.find((doc) => doc.name === name) ?? docs.find((doc) => doc.slug === slug)
  if (found) return (await followMerges(payload, found, req)).id
  const made = await payload.create({
    collection: 'tributes',
    data: { name, slug, kind },
    depth: 0,
    req,
    context: { auditAction: 'tribute.made' },
  })
  return made.id
}
