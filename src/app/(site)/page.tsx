import { getPayloadClient } from '@/app/payload'
import { SiteLink } from '@/components/site/SiteLink'

import { CampaignProgress } from '@/components/site/campaign/CampaignProgress'
import { EventCard } from '@/components/site/EventCard'
import { Hero } from '@/components/site/Hero'
import { Section } from '@/components/site/Section'
import { ValueCard } from '@/components/site/ValueCard'
import { awardsText } from '@/components/site/scholarships/roundWords'
import { primaryButton, secondaryButton, navyButton } from '@/components/ui/buttons'
import { candlesLitText } from '@/lib/candles'
import { formatLongDate, isAnniversary } from '@/lib/dates'
import { getOpenCampaigns } from '@/server/queries/campaigns'
import { orEmptyList, orWithout } from '@/server/queries/cachedRead'
import { getUpcomingEvents } from '@/server/queries/public'
import { getCandleCount } from '@/server/queries/remembrances'
import { findOpenRound } from '@/server/queries/scholarships'
import { getSiteContent } from '@/server/queries/siteContent'

export default async function HomePage() {
  const [content, events, campaigns, candles, round] = await Promise.all([
    getSiteContent(getPayloadClient),
    getUpcomingEvents(getPayloadClient),
    orEmptyList(getOpenCampaigns(getPayloadClient), 'campaigns'),
    orWithout(getCandleCount(getPayloadClient), null, 'the candle count'),
    orWithout(findOpenRound(getPayloadClient), null, 'the open scholarship round'),
  ])
  const upcoming = events.slice(0, 3)
  // The open campaign that ends soonest.
  const campaign = campaigns[0]
  return (
    <>
      {isAnniversary() && (
        <p className="bg-gold-300 px-4 py-3 text-center font-semibold text-navy-950">
          Today we remember her.{candles ? ` ${candlesLitText(candles)} so far.` : ''}{' '}
          <SiteLink href="/remember" className="underline">
            Light a candle and leave a remembrance
          </SiteLink>
        </p>
      )}
      <Hero title={content.foundation_name} subtitle={content.tagline} size="large">
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <SiteLink href="/donate" className={primaryButton}>
            Donate Now
          </SiteLink>
          <SiteLink href="/events" className={`${secondaryButton} text-white`}>
            See Upcoming Events
          </SiteLink>
        </div>
      </Hero>

      <Section title="Our Core Values" id="values">
        <div className="grid gap-6 md:grid-cols-3">
          {(content.core_values ?? []).map((value) => (
            <ValueCard key={value.id ?? value.title} title={value.title} description={value.description} />
          ))}
        </div>
      </Section>

      {campaign && (
        <Section title="Our Current Campaign" id="campaign" tone="white">
          <div className="mx-auto max-w-2xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-2xl font-semibold">{campaign.title}</h3>
            <div className="mt-4">
              <CampaignProgress id="home-campaign" raisedCents={campaign.raised_cents} goalCents={campaign.goal_cents} donorCount={campaign.donor_count} daysLeft={campaign.days_left} />
            </div>
            <div className="mt-6 flex flex-wrap gap-4">
              <SiteLink href={`/donate?campaign=${encodeURIComponent(campaign.slug)}`} className={primaryButton}>
                Give to This Campaign
              </SiteLink>
              <SiteLink href={`/campaigns/${campaign.slug}`} className={navyButton}>
                Read the Story
              </SiteLink>
            </div>
          </div>
        </Section>
      )}

      {round && (
        <Section title="Scholarships" id="scholarship" tone="white">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-lg text-slate-700">
              Applications are open for <strong className="text-navy-900">{round.title}</strong>: {awardsText(round).toLowerCase()}, for graduating students. Apply by {formatLongDate(round.closes_at)}
              .
            </p>
            <p className="mt-6">
              <SiteLink href={`/scholarships/${round.slug}`} className={navyButton}>
                Read and Apply
              </SiteLink>
            </p>
          </div>
        </Section>
      )}

      <Section title="Remember Her" id="remember">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-lg text-slate-700">Families and friends leave a few words and light a candle for her.</p>
          {candles !== null && (
            <p className="mt-3 text-2xl font-semibold text-navy-900" data-testid="home-candles">
              {candlesLitText(candles)}
            </p>
          )}
          <p className="mt-6">
            <SiteLink href="/remember" className={navyButton}>
              Visit the Remembrance Wall
            </SiteLink>
          </p>
        </div>
      </Section>

      <Section title="Upcoming Events" id="upcoming" tone="white">
        {upcoming.length === 0 ? (
          <p className="text-center text-slate-700">No upcoming events at this time. Check back soon!</p>
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            {upcoming.map((event) => (
              <EventCard key={event.id} event={event} date={formatLongDate(event.start_at)} />
            ))}
          </div>
        )}
        <p className="mt-10 text-center">
          <SiteLink href="/events" className={navyButton}>
            View All Events
          </SiteLink>
        </p>
      </Section>

      <section className="bg-navy-900 px-4 py-16 text-center text-white">
        <h2 className="text-3xl font-bold text-white sm:text-4xl">Help Us Make a Difference</h2>
        <p className="mx-auto mt-4 max-w-2xl text-slate-200">Every gift and every hour of help carries her light further: to a family in need, a student with a dream, a community that remembers.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <SiteLink href="/donate" className={primaryButton}>
            Make a Donation
          </SiteLink>
          <SiteLink href="/volunteer" className={`${secondaryButton} text-white`}>
            Volunteer With Us
          </SiteLink>
        </div>
      </section>
    </>
  )
}
