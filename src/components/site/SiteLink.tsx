import Link from 'next/link'
import type { ComponentProps } from 'react'

/**
 * The site's internal links, without prefetching: every public page comes from the cache at once
 * anyway, and a visitor on a phone should not download the code of every page the menu names.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />
}
