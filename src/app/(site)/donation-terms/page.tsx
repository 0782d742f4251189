import type { Metadata } from 'next'

import { Hero } from '@/components/site/Hero'
import { RichText } from '@/components/site/RichText'
import { getSiteContent } from '@/server/queries/siteContent'

export const metadata: Metadata = { title: 'Donation Terms', description: 'Tax status, card processing, recurring gifts, refunds and dedications.' }

export default async function Page() {
  const content = await getSiteContent()
  return (
    <>
      <Hero title="Donation Terms" size="small" />
      <article className="mx-auto max-w-3xl px-4 py-12 text-lg">
        <RichText data={content.donation_terms} />
      </article>
    </>
  )
}
