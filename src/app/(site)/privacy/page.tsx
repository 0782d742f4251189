import type { Metadata } from 'next'

import { Hero } from '@/components/site/Hero'
import { RichText } from '@/components/site/RichText'
import { getSiteContent } from '@/server/queries/siteContent'

export const metadata: Metadata = { title: 'Privacy Policy', description: 'How we collect, use and protect your information.' }

export default async function Page() {
  const content = await getSiteContent()
  return (
    <>
      <Hero title="Privacy Policy" size="small" />
      <article className="mx-auto max-w-3xl px-4 py-12 text-lg">
        <RichText data={content.privacy_policy} />
      </article>
    </>
  )
}
