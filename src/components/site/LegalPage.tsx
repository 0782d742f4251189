import type { PayloadSource } from '@/server/payload'
import { getSiteContent } from '@/server/queries/siteContent'

import { Hero } from './Hero'
import { RichText } from './RichText'

/** A staff-edited legal text from the site content (privacy policy, donation terms). */
export async function LegalPage({ payload, title, field, children }: { payload: PayloadSource; title: string; field: 'privacy_policy' | 'donation_terms'; children?: React.ReactNode }) {
  const content = await getSiteContent(payload)
  return (
    <>
      <Hero title={title} size="small" />
      <article className="mx-auto max-w-3xl px-4 py-12 text-lg">
        <RichText data={content[field]} />
        {children}
      </article>
    </>
  )
}
