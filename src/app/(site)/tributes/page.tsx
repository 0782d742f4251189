import type { Metadata } from 'next'

import { Hero } from '@/components/site/Hero'
import { Section } from '@/components/site/Section'
import { TributeSearch } from '@/components/site/tributes/TributeSearch'

export const metadata: Metadata = {
  title: 'Tributes',
  description: 'Find the page of someone honored or remembered by gifts to the foundation, and give in their name.',
}

/** The search's start, from the cache; /tributes?q=… is ../tribute-search, rendered per request. */
export default function TributesPage() {
  return (
    <>
      <Hero title="Tributes" subtitle="Gifts given in honor and in memory" size="small" />
      <Section>
        <p className="mx-auto mb-8 max-w-2xl text-lg text-slate-700">
          Every person honored or remembered by a gift has a page, where family and friends can see the gifts made in their name. Find someone’s page by their name.
        </p>
        <TributeSearch />
      </Section>
    </>
  )
}
