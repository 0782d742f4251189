import { notFound } from 'next/navigation'

// Rendered per request, never cached: a stranger's made-up paths must not fill the cache.
export const dynamic = 'force-dynamic'

/** Any path the site does not have: the site's own 404 page, with a real 404 status. */
export default function MissingPage(): never {
  notFound()
}
