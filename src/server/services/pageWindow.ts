import 'server-only'

import type { PaginatedDocs } from 'payload'

/**
 * `skip`/`limit` over Payload's page numbers: the page `skip` falls in, and the next one when the
 * window runs into it, cut to [skip, skip + limit). Two reads at most, however large `skip` is.
 */
export async function readWindow<T>(skip: number, limit: number, readPage: (page: number, limit: number) => Promise<PaginatedDocs<T>>): Promise<{ docs: T[]; totalDocs: number }> {
  const within = skip % limit
  const first = await readPage(Math.floor(skip / limit) + 1, limit)
  const docs = within && first.hasNextPage ? [...first.docs, ...(await readPage(Math.floor(skip / limit) + 2, limit)).docs] : first.docs
  return { docs: docs.slice(within, within + limit), totalDocs: first.totalDocs }
}
