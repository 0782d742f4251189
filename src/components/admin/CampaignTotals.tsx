import Link from 'next/link'

import type { DonationStats } from '@/contracts/donations'
import { formatDollars } from '@/lib/money'

/** The stats' money by campaign, and the card fees donors covered (never counted as money kept). */
export function CampaignTotals({ campaigns, feeCoveredCents }: { campaigns: DonationStats['by_campaign']; feeCoveredCents: number }) {
  return (
    <section aria-labelledby="campaign-totals" className="mt-6 rounded-lg bg-white p-5 shadow-sm">
      <h2 id="campaign-totals" className="text-lg font-bold">
        By campaign
      </h2>
      {campaigns.length ? (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 font-semibold">
                Campaign
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Raised
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Donors
              </th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((c) => (
              <tr key={c.slug} className="border-t border-slate-100">
                <td className="py-1">{c.title}</td>
                <td className="py-1 text-right tabular-nums">{formatDollars(c.raised_cents)}</td>
                <td className="py-1 text-right tabular-nums">{c.donor_count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          No campaigns yet.{' '}
          <Link href="/admin/campaigns" className="underline">
            Start one
          </Link>
          .
        </p>
      )}
      <p className="mt-3 text-sm text-slate-700">Card fees covered by donors, apart from the totals: {formatDollars(feeCoveredCents)}</p>
    </section>
  )
}
