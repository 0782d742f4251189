import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { getPayloadClient } from '@/app/payload'
import { RememberWall } from '@/components/site/remember/RememberWall'
import { getCandleCount, getWallPage, MAX_WALL_PAGE } from '@/server/queries/remembrances'
import { getSiteContent } from '@/server/queries/siteContent'

type Props = { params: Promise<{ n: string }> }

/** None at build time: each page is rendered on its first visit, then cached. */
export function generateStaticParams(): { n: string }[] {
  return []
}

/** A page number a URL may hold: 2 up to the deepest the wall pages to; anything else is not found. */
function pageNumber(raw: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null
  const n = Number(raw)
  return n <= MAX_WALL_PAGE ? n : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const n = pageNumber((await params).n)
  return { title: n ? `Remember Her (page ${n})` : 'Page not found', alternates: n ? { canonical: `/remember/page/${n}` } : undefined }
}

export default async function RememberPageN({ params }: Props) {
  const n = pageNumber((await params).n)
  if (!n) notFound()
  if (n === 1) permanentRedirect('/remember')
  const [content, candles, wall] = await Promise.all([getSiteContent(getPayloadClient), getCandleCount(getPayloadClient), getWallPage(getPayloadClient, n)])
  if (n > wall.pages) notFound()
  return <RememberWall intro={content.remember_intro} candles={candles} wall={wall} page={n} />
}
