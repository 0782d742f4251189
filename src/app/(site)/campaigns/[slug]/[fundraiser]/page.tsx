import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { getPayloadClient } from '@/app/payload'
import { FundraiserProgress } from '@/components/site/campaign/FundraiserProgress'
import { Hero } from '@/components/site/Hero'
import { SiteLink } from '@/components/site/SiteLink'
import { primaryButton } from '@/components/ui/buttons'
import { StartFundraiser } from '@/components/site/campaign/StartFundraiser.client'
import { findCampaignRef, findPublicFundraiser } from '@/server/queries/fundraisers'
import { isRunning } from '@/server/services/campaigns/campaigns'

type Props = { params: Promise<{ slug: string; fundraiser: string }> }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The page's campaign and fundraiser, or null unless the campaign is published and the fundraiser approved. */
const load = cache(async (slug: string, fundraiser: string) => {
  if (!SLUG.test(slug) || !SLUG.test(fundraiser) || slug.length > 120 || fundraiser.length > 120) return null
  const campaign = await findCampaignRef(getPayloadClient, slug)
  if (!campaign) return null
  const page = await findPublicFundraiser(getPayloadClient, campaign, fundraiser)
  return page ? { campaign, page } : null
})

/** None at build time: each page is rendered on its first visit, then cached. */
export function generateStaticParams(): { slug: string; fundraiser: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, fundraiser } = await params
  const found = await load(slug, fundraiser)
  if (!found) return { title: 'Fundraiser not found' }
  const title = `${found.page.name} for ${found.campaign.title}`
  const description = found.page.story?.slice(0, 160) ?? `Give to ${found.page.name}’s fundraiser for ${found.campaign.title}.`
  return {
    title,
    description,
    openGraph: { title, description, type: 'article', ...(found.page.photo_url && { images: [found.page.photo_url] }) },
    alternates: { canonical: `/campaigns/${found.campaign.slug}/${found.page.slug}` },
  }
}

/** A supporter's fundraising page: their story (plain text, in paragraphs), photo and progress. */
export default async function FundraiserPage({ params }: Props) {
  const { slug, fundraiser } = await params
  const found = await load(slug, fundraiser)
  if (!found) notFound()
  const { campaign, page } = found
  const paragraphs = (page.story ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  const donate = `/donate?campaign=${encodeURIComponent(campaign.slug)}&fundraiser=${encodeURIComponent(page.slug)}`
  return (
    <>
      <Hero title={`${page.name} is raising money`} subtitle={`for ${campaign.title}`} size="small" />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-5 md:py-12">
        <article className="md:col-span-3">
          {page.photo_url && (
            // eslint-disable-next-line @next/next/no-img-element -- an approved upload, already re-encoded to size
            <img src={page.photo_url} alt={`Photo of ${page.name}`} className="mb-6 max-h-[28rem] w-full rounded-lg object-cover shadow-sm" />
          )}
          <h2 className="text-2xl font-bold">{page.name}’s story</h2>
          {paragraphs.length ? (
            paragraphs.map((paragraph, index) => (
              <p key={index} className="mt-4 whitespace-pre-line text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))
          ) : (
            <p className="mt-4 text-lg text-slate-700">
              {page.name} is raising money for {campaign.title}.
            </p>
          )}
        </article>
        <aside className="h-fit space-y-5 rounded-lg bg-white p-6 shadow-sm md:col-span-2" aria-labelledby="fundraiser-progress-title">
          <h2 id="fundraiser-progress-title" className="text-xl font-bold">
            Progress
          </h2>
          <FundraiserProgress raised={page.raised_cents} goal={page.goal_cents} donors={page.donor_count} label={`${page.name}’s fundraiser`} />
          <SiteLink href={donate} className={`${primaryButton} w-full`}>
            Donate to {page.name}’s fundraiser
          </SiteLink>
          <p>
            <SiteLink href={`/campaigns/${campaign.slug}`} className="font-semibold text-navy-800 underline underline-offset-4">
              ← Back to {campaign.title}
            </SiteLink>
          </p>
          {isRunning(campaign) /* published: findCampaignRef reads only those */ && (
            <div className="border-t border-slate-200 pt-5">
              <p className="mb-3 text-slate-700">Inspired? Raise money for {campaign.title} with a page of your own.</p>
              <StartFundraiser campaign={{ slug: campaign.slug, title: campaign.title }} />
            </div>
          )}
        </aside>
      </div>
    </>
  )
}
