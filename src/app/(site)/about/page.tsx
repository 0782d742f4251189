import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { Hero } from '@/components/site/Hero'
import { SiteLink } from '@/components/site/SiteLink'
import { RichText } from '@/components/site/RichText'
import { Section } from '@/components/site/Section'
import { ValueCard } from '@/components/site/ValueCard'
import { orWithout } from '@/server/queries/cachedRead'
import { findOpenRound } from '@/server/queries/scholarships'
import { getSiteContent } from '@/server/queries/siteContent'

export const metadata: Metadata = {
  title: 'About',
  description: 'Her story, our mission and vision, and what the foundation does for families, youth and communities.',
}

const WHAT_WE_DO = [
  { title: 'Family Support', description: 'Resources, counseling and financial assistance for families facing loss.' },
  { title: 'Youth Programs', description: 'Scholarships, mentorship and education that open doors for young people.' },
  { title: 'Community Healing', description: 'Events, support groups and memorial activities that bring people together.' },
  { title: 'Remembrance', description: 'Honoring our namesake and all those lost on September 11, 2001.' },
]

export default async function AboutPage() {
  const [content, round] = await Promise.all([getSiteContent(getPayloadClient), orWithout(findOpenRound(getPayloadClient), null, 'the open scholarship round')])
  return (
    <>
      <Hero title={`About ${content.foundation_name}`} subtitle={content.tagline} size="small" />
      <Section title="Remembering" id="remembering">
        <div className="mx-auto max-w-3xl text-lg">
          <RichText data={content.biography} />
          <p className="mt-6">
            <SiteLink href="/remember" className="font-semibold text-navy-800 underline">
              Leave a remembrance or light a candle for her
            </SiteLink>
          </p>
        </div>
      </Section>
      <Section tone="white">
        <div className="grid gap-10 md:grid-cols-2">
          <div>
            <h2 className="text-3xl font-bold">Our Mission</h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{content.mission}</p>
          </div>
          <div>
            <h2 className="text-3xl font-bold">Our Vision</h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{content.vision}</p>
          </div>
        </div>
      </Section>
      <Section title="What We Do" id="what-we-do">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHAT_WE_DO.map((item) => (
            <ValueCard key={item.title} {...item}>
              {item.title === 'Youth Programs' && round && (
                <p className="mt-3">
                  <SiteLink href={`/scholarships/${round.slug}`} className="font-semibold text-navy-800 underline" aria-label={`Apply for ${round.title}`}>
                    Apply for {round.title}
                  </SiteLink>
                </p>
              )}
            </ValueCard>
          ))}
        </div>
      </Section>
    </>
  )
}
