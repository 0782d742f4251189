import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPayloadClient } from '@/app/payload'
import { SiteLink } from '@/components/site/SiteLink'
import { CampaignProgress } from '@/components/site/campaign/CampaignProgress'
import { CopyLink } from '@/components/site/campaign/CopyLink.client'
import { FundraiserSection } from '@/components/site/campaign/FundraiserSection'
import { Hero } from '@/components/site/Hero'
import { primaryButton } from '@/components/ui/buttons'
import { formatLongDate } from '@/lib/dates'
import { formatDollars } from '@/lib/money'
import { siteUrl } from '@/lib/site-url'

import { loadCampaign, phaseOf } from './loadCampaign'

type Props = { params: Promise<{ slug: string }> }

/** None at build time: each campaign's page is rendered on its first visit, then cached. */
export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const campaign = await loadCampaign((await params).slug)
  if (!campaign) return { title: 'Campaign not found' }
  const description = campaign.story[0]?.slice(0, 200) ?? `${campaign.title}: ${formatDollars(campaign.goal_cents)} goal`
  return {
    title: campaign.title,
    description,
    openGraph: { title: campaign.title, description, type: 'article', ...(campaign.cover && { images: [campaign.cover] }) },
    alternates: { canonical: `/campaigns/${campaign.slug}` },
  }
}

export default async function CampaignPage({ params }: Props) {
  const campaign = await loadCampaign((await params).slug)
  if (!campaign) notFound()
  const phase = phaseOf(campaign)
  const donateHref = `/donate?campaign=${encodeURIComponent(campaign.slug)}`
  return (
    <>
      <Hero title={campaign.title} subtitle={`Until ${formatLongDate(campaign.ends_at)}`} image={campaign.cover ?? undefined} size="small" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-3">
        <div className="lg:order-2">
          <section aria-labelledby="progress-title" className="rounded-lg bg-white p-6 shadow-sm">
            <h2 id="progress-title" className="sr-only">
              Progress
            </h2>
            <CampaignProgress id="campaign-progress" raisedCents={campaign.raised_cents} goalCents={campaign.goal_cents} donorCount={campaign.donor_count} daysLeft={campaign.days_left} />
            {phase === 'open' ? (
              <SiteLink href={donateHref} className={`${primaryButton} mt-6 w-full text-lg`}>
                Donate to This Campaign
              </SiteLink>
            ) : (
              <p className="mt-6 text-slate-700">{phase === 'soon' ? `Opens ${formatLongDate(campaign.starts_at)}.` : 'This campaign has ended. Thank you to everyone who gave.'}</p>
            )}
          </section>
          <section aria-labelledby="share-title" className="mt-6 rounded-lg bg-white p-6 shadow-sm">
            <h2 id="share-title" className="text-lg font-bold">
              Share this campaign
            </h2>
            <div className="mt-3">
              <CopyLink url={`${siteUrl()}/campaigns/${campaign.slug}`} />
            </div>
          </section>
        </div>
        <div className="lg:order-1 lg:col-span-2">
          <h2 className="text-2xl font-bold">Our Story</h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
            {campaign.story.map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
          <section aria-labelledby="gifts-title" className="mt-10">
            <h2 id="gifts-title" className="text-2xl font-bold">
              Recent Gifts
            </h2>
            {campaign.recent_gifts.length === 0 ? (
              <p className="mt-4 text-slate-700">Be the first to give to this campaign.</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200 rounded-lg bg-white shadow-sm">
                {campaign.recent_gifts.map((gift, index) => (
                  <li key={index} className="flex items-center justify-between gap-4 px-4 py-3">
                    <span className="font-semibold text-navy-900">{gift.name}</span>
                    <span className="text-slate-700">
                      {formatDollars(gift.amount_cents)} · <time dateTime={gift.at}>{formatLongDate(gift.at)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <FundraiserSection payload={getPayloadClient} campaign={{ id: campaign.id, slug: campaign.slug, title: campaign.title }} open={phase === 'open'} />
          <p className="mt-10">
            <SiteLink href="/campaigns" className="font-semibold text-navy-800 underline-offset-4 hover:underline">
              ← All Campaigns
            </SiteLink>
          </p>
        </div>
      </div>
    </>
  )
}
