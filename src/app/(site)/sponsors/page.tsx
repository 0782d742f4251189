import type { Metadata } from 'next'
import { getPayloadClient } from '@/app/payload'
import { SiteLink } from '@/components/site/SiteLink'

import { Hero } from '@/components/site/Hero'
import { Section } from '@/components/site/Section'
import { navyButton } from '@/components/ui/buttons'
import { formatDollars } from '@/lib/money'
import { orEmptyList } from '@/server/queries/cachedRead'
import { getSponsorTiers } from '@/server/queries/public'

export const metadata: Metadata = {
  title: 'Sponsors',
  description: 'Sponsorship tiers for businesses and families who want to stand with us.',
}

/** Benefits are a JSON object of named benefits; lists and single values are both shown as text. */
function benefitLines(benefits: Record<string, unknown>): string[] {
  return Object.entries(benefits).flatMap(([name, value]) => {
    if (Array.isArray(value)) return value.map(String)
    if (value === true) return [name]
    if (value === false || value === null || value === undefined) return []
    return [name === 'benefits' ? String(value) : `${name}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`]
  })
}

export default async function SponsorsPage() {
  const tiers = await orEmptyList(getSponsorTiers(getPayloadClient), 'sponsor tiers')
  return (
    <>
      <Hero title="Become a Sponsor" subtitle="Stand with families and young people in our community" size="small" />
      <Section>
        {tiers.length === 0 ? (
          <p className="text-center text-lg text-slate-700">No sponsor tiers available at this time.</p>
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            {tiers.map((tier) => (
              <article key={tier.id} className="flex flex-col rounded-lg border-t-4 border-gold-400 bg-white p-6 shadow-sm">
                <h2 className="text-2xl font-bold">{tier.name}</h2>
                <p className="mt-2 text-3xl font-semibold text-gold-700">{formatDollars(tier.amount_cents)}</p>
                <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-slate-700">
                  {benefitLines(tier.benefits_json).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        )}
        <div className="mt-12 text-center">
          <p className="text-lg text-slate-700">Interested in sponsoring or in a partnership of your own design?</p>
          <p className="mt-4">
            <SiteLink href="/contact" className={navyButton}>
              Get in Touch
            </SiteLink>
          </p>
        </div>
      </Section>
    </>
  )
}
