import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { Hero } from '@/components/site/Hero'
import { Section } from '@/components/site/Section'
import { TributeSearch } from '@/components/site/tributes/TributeSearch'
import { tributeSearchSchema } from '@/contracts/tributes'
import { searchTributes } from '@/server/services/tributes/publicTributes'

export const metadata: Metadata = { title: 'Find a tribute page', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /tributes?q=… (src/proxy.ts rewrites it here): the pages whose name holds what was typed. */
export default async function TributeSearchPage({ searchParams }: Props) {
  const typed = (await searchParams).q
  const query = (Array.isArray(typed) ? typed[0] : typed) ?? ''
  const parsed = tributeSearchSchema.safeParse({ q: query })
  const results = parsed.success ? await searchTributes(await getPayloadClient(), parsed.data.q) : { problem: parsed.error.issues[0]?.message ?? 'Type a name' }
  return (
    <>
      <Hero title="Tributes" subtitle="Gifts given in honor and in memory" size="small" />
      <Section>
        <TributeSearch query={query.trim()} results={results} />
      </Section>
    </>
  )
}
