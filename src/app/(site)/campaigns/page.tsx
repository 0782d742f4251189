import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { CampaignCard } from '@/components/site/campaign/CampaignCard'
import { Hero } from '@/components/site/Hero'
import { Section } from '@/components/site/Section'
import { getOpenCampaigns } from '@/server/queries/campaigns'
import { orEmptyList } from '@/server/queries/cachedRead'

export const metadata: Metadata = {
  title: 'Campaigns',
  description: 'Our fundraising campaigns: what each gift is for, and how close we are to the goal.',
}

export default async function CampaignsPage() {
  const campaigns = await orEmptyList(getOpenCampaigns(getPayloadClient), 'campaigns')
  return (
    <>
      <Hero title="Campaigns" subtitle="Give towards something specific" size="small" />
      <Section>
        {campaigns.length === 0 ? (
          <div className="text-center">
            <p className="text-xl font-semibold text-navy-900">No open campaigns at this time.</p>
            <p className="mt-2 text-slate-700">You can always give to the foundation’s work on our donate page.</p>
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {campaigns.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} headingLevel="h2" />
            ))}
          </div>
        )}
      </Section>
    </>
  )
}
