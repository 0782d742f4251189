import { notFound } from 'next/navigation'

/** Any path the site does not have: the site's own 404 page, with a real 404 status. */
export default function MissingPage(): never {
  notFound()
}
