import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { RememberWall } from '@/components/site/remember/RememberWall'
import { getCandleCount, getWallPage } from '@/server/queries/remembrances'
import { getSiteContent } from '@/server/queries/siteContent'

export const metadata: Metadata = {
  title: 'Remember Her',
  description: 'Leave a remembrance and light a candle: words from the families and friends who loved her.',
  alternates: { canonical: '/remember' },
}

export default async function RememberPage() {
  const [content, candles, wall] = await Promise.all([getSiteContent(getPayloadClient), getCandleCount(getPayloadClient), getWallPage(getPayloadClient, 1)])
  return <RememberWall intro={content.remember_intro} candles={candles} wall={wall} page={1} />
}
