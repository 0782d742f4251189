import { SiteLink } from '@/components/site/SiteLink'

import type { CampaignSummary } from '@/contracts/campaigns'

import { CampaignProgress } from './CampaignProgress'

type Props = { campaign: CampaignSummary; headingLevel?: 'h2' | 'h3' }

/** A campaign in a list: cover, title, progress and a link to its page. */
export function CampaignCard({ campaign, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {campaign.cover && (
        // eslint-disable-next-line @next/next/no-img-element -- decorative, sized by CSS
        <img src={campaign.cover} alt="" className="aspect-video w-full object-cover" loading="lazy" />
      )}
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-xl font-semibold">{campaign.title}</Heading>
        <div className="mt-4 flex-1">
          <CampaignProgress id={`campaign-${campaign.id}`} raisedCents={campaign.raised_cents} goalCents={campaign.goal_cents} donorCount={campaign.donor_count} daysLeft={campaign.days_left} />
        </div>
        <SiteLink href={`/campaigns/${campaign.slug}`} className="mt-4 font-semibold text-navy-800 underline-offset-4 hover:underline" aria-label={`Learn more about ${campaign.title}`}>
          Learn More →
        </SiteLink>
      </div>
    </article>
  )
}
