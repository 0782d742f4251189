import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { Hero } from '@/components/site/Hero'
import { Section } from '@/components/site/Section'
import { RoundCard } from '@/components/site/scholarships/RoundCard'
import type { RoundSummary } from '@/contracts/scholarships'
import { orEmptyList } from '@/server/queries/cachedRead'
import { getPublishedRounds } from '@/server/queries/scholarships'

export const metadata: Metadata = {
  title: 'Scholarships',
  description: 'Our scholarships for graduating students: what each round awards, when it is open, how to apply, and its recipients.',
  alternates: { canonical: '/scholarships' },
}

const GROUPS = [
  { phase: 'open', id: 'open-rounds', title: 'Open for applications' },
  { phase: 'upcoming', id: 'upcoming-rounds', title: 'Opening soon' },
  { phase: 'closed', id: 'past-rounds', title: 'Past rounds' },
] as const

function RoundList({ rounds }: { rounds: RoundSummary[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {rounds.map((round) => (
        <RoundCard key={round.slug} round={round} />
      ))}
    </div>
  )
}

export default async function ScholarshipsPage() {
  const rounds = await orEmptyList(getPublishedRounds(getPayloadClient), 'scholarship rounds')
  return (
    <>
      <Hero title="Scholarships" subtitle="Empowering youth through education, in her name" size="small" />
      {rounds.length === 0 ? (
        <Section>
          <div className="text-center">
            <p className="text-xl font-semibold text-navy-900">No scholarship rounds at this time.</p>
            <p className="mt-2 text-slate-700">Our next round will be announced here. Please check back soon.</p>
          </div>
        </Section>
      ) : (
        GROUPS.map(({ phase, id, title }) => {
          const inGroup = rounds.filter((round) => round.phase === phase)
          return inGroup.length === 0 ? null : (
            <Section key={phase} id={id} title={title} tone={phase === 'upcoming' ? 'white' : 'plain'}>
              <RoundList rounds={inGroup} />
            </Section>
          )
        })
      )}
    </>
  )
}
