import type { Metadata } from 'next'
import { getPayloadClient } from '@/app/payload'
import { SiteLink } from '@/components/site/SiteLink'

import { Hero } from '@/components/site/Hero'
import { Section } from '@/components/site/Section'
import { navyButton } from '@/components/ui/buttons'
import { formatDollars } from '@/lib/money'
import { orEmptyList } from '@/server/queries/cachedRead'
import { getPublicSponsors, getSponsorTiers } from '@/server/queries/public'
import { cardGivingEnabled } from '@/lib/cardFee'
import type { PublicSponsor } from '@/contracts/sponsors'

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
  const [tiers, sponsors] = await Promise.all([orEmptyList(getSponsorTiers(getPayloadClient), 'sponsor tiers'), orEmptyList(getPublicSponsors(getPayloadClient), 'sponsors')])
  const selling = cardGivingEnabled()
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
                {tier.purchasable &&
                  (tier.sold_out ? (
                    <p className="mt-6 text-center font-semibold text-navy-900">Sold out</p>
                  ) : selling ? (
                    <SiteLink href={`/sponsors/become?tier=${tier.id}`} className={`${navyButton} mt-6 w-full`} aria-label={`Become a sponsor: ${tier.name}`}>
                      Become a sponsor
                    </SiteLink>
                  ) : null)}
              </article>
            ))}
          </div>
        )}
        {sponsors.length > 0 && <OurSponsors sponsors={sponsors} />}
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

/** "Our sponsors", by tier: each logo (or name) linked to the sponsor's site, marked as sponsored. */
function OurSponsors({ sponsors }: { sponsors: PublicSponsor[] }) {
  const tiers = [...new Set(sponsors.map((s) => s.tier))]
  return (
    <section aria-labelledby="our-sponsors" className="mt-16">
      <h2 id="our-sponsors" className="text-center text-3xl font-bold">
        Our sponsors
      </h2>
      {tiers.map((tier) => (
        <div key={tier} className="mt-8">
          <h3 className="text-center text-xl font-semibold text-gold-700">{tier}</h3>
          <ul className="mt-4 flex flex-wrap items-center justify-center gap-8">
            {sponsors
              .filter((s) => s.tier === tier)
              .map((s) => {
                const face = s.logo_url ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a stored logo of any size, served by our own media path
                  <img src={s.logo_url} alt={s.company} className="max-h-20 w-auto" loading="lazy" />
                ) : (
                  <span className="text-lg font-semibold">{s.company}</span>
                )
                return (
                  <li key={`${s.company}-${s.tier}`}>
                    {s.website ? (
                      <a href={s.website} rel="sponsored noopener" target="_blank" className="inline-block">
                        {face}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      face
                    )}
                  </li>
                )
              })}
          </ul>
        </div>
      ))}
    </section>
  )
}
