import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { getPayloadClient } from '@/app/payload'
import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { SkipLink } from '@/components/ui/SkipLink'
import { siteUrl } from '@/lib/site-url'
import { getFoundation } from '@/server/queries/foundation'
import { getSiteContent } from '@/server/queries/siteContent'

import '../globals.css'

// Public pages come from Next's cache: rendered on their first request (never from what the build
// saw), again at once when staff change what they show (collection hooks expire their tags), and
// at most every 30 s as time passes (PUBLIC_FRESH_SECONDS in src/lib/cache-policy.mjs; Next needs
// the number written here).
export const revalidate = 30

export const viewport: Viewport = { themeColor: '#0b1f3a', width: 'device-width', initialScale: 1 }

export async function generateMetadata(): Promise<Metadata> {
  const content = await getSiteContent(getPayloadClient)
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${content.foundation_name} · ${content.tagline}`, template: `%s · ${content.foundation_name}` },
    description: content.mission,
    openGraph: { type: 'website', siteName: content.foundation_name, locale: 'en_US' },
  }
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [content, foundation] = await Promise.all([getSiteContent(getPayloadClient), getFoundation(getPayloadClient)])
  return (
    <html lang="en" className="scroll-below-header">
      <body className="flex min-h-dvh flex-col">
        <SkipLink target="main" />
        <SiteHeader acronym={content.acronym} name={content.foundation_name} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter content={content} mailingAddress={foundation.mailingAddress} />
      </body>
    </html>
  )
}
