import { SiteLink } from '@/components/site/SiteLink'
import { formatDollars } from '@/lib/money'
import type { PayloadSource } from '@/server/payload'
import { getFundraiserLeaderboard } from '@/server/queries/fundraisers'
import { orEmptyList } from '@/server/queries/cachedRead'

import { StartFundraiser } from './StartFundraiser.client'

/**
 * What a campaign's page shows of supporters' fundraisers: the leaderboard of approved pages (most
 * raised first) and "Start your own fundraiser". Only for an open campaign does it offer the form.
 */
export async function FundraiserSection({ payload, campaign, open = true }: { payload: PayloadSource; campaign: { id: number; slug: string; title: string }; open?: boolean }) {
  const leaders = await orEmptyList(getFundraiserLeaderboard(payload, campaign.id), 'the fundraiser leaderboard')
  return (
    <section aria-labelledby="fundraisers-title" className="mt-10">
      <h2 id="fundraisers-title" className="text-2xl font-bold">
        Supporters raising money
      </h2>
      {leaders.length ? (
        <ol className="mt-4 divide-y divide-slate-200 rounded-lg bg-white shadow-sm" data-testid="fundraiser-leaderboard">
          {leaders.map((leader, index) => {
            const percent = leader.goal_cents > 0 ? Math.min(100, Math.round((leader.raised_cents / leader.goal_cents) * 100)) : 0
            return (
              <li key={leader.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                <span className="w-6 text-right font-semibold text-slate-600" aria-hidden="true">
                  {index + 1}
                </span>
                <SiteLink href={`/campaigns/${campaign.slug}/${leader.slug}`} className="min-w-0 flex-1 break-words font-semibold text-navy-800 underline underline-offset-4">
                  {leader.name}
                </SiteLink>
                <span className="text-slate-700">
                  {formatDollars(leader.raised_cents)}{' '}
                  <span className="text-slate-600">
                    of {formatDollars(leader.goal_cents)} ({percent}%)
                  </span>
                </span>
              </li>
            )
          })}
        </ol>
      ) : (
        <p className="mt-4 text-slate-700">No supporter has a fundraising page here yet. Be the first!</p>
      )}
      {open && (
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <StartFundraiser campaign={{ slug: campaign.slug, title: campaign.title }} />
          <SiteLink href="/fundraisers/edit" className="font-semibold text-navy-800 underline underline-offset-4">
            Edit your page
          </SiteLink>
        </div>
      )}
    </section>
  )
}
