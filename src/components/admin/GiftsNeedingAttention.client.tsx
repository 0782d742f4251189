'use client'

import Link from 'next/link'

import type { DonationTrouble } from '@/contracts/donations'
import { formatShortDate } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

import { useApiData } from './useApiData'

type Item = DonationTrouble['open_disputes']['items'][number]

function TroubleCard(props: { title: string; count: number | undefined; summary: string | null; items: Item[]; describe: (item: Item) => string; href: string; linkText: string }) {
  return (
    <section aria-label={props.title} className="rounded-lg bg-white p-5 shadow-sm">
      <h2 className="text-sm font-normal text-slate-600">{props.title}</h2>
      <p className="mt-1 text-3xl font-bold text-navy-900">{props.count ?? '…'}</p>
      {props.summary && <p className="text-sm font-semibold text-red-800">{props.summary}</p>}
      {props.items.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {props.items.map((item) => (
            <li key={item.id}>{props.describe(item)}</li>
          ))}
        </ul>
      )}
      <Link href={props.href} className="mt-3 inline-block font-semibold text-navy-800 underline">
        {props.linkText}
      </Link>
    </section>
  )
}

/** Open disputes (evidence due first) and failed monthly payments not paid since, for fundraising staff. */
export function GiftsNeedingAttention() {
  const { data } = useApiData('GET /api/donations/attention')
  const disputes = data?.open_disputes
  const renewals = data?.failed_renewals
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <TroubleCard
        title="Open disputes"
        count={disputes?.count}
        summary={disputes?.nearest_due_by ? `Nearest evidence due ${formatShortDate(disputes.nearest_due_by)}` : null}
        items={disputes?.items ?? []}
        describe={(d) => `${formatDollars(d.amount_cents)} from ${d.donor_name || 'Anonymous'}${d.at ? `, due ${formatShortDate(d.at)}` : ''}${d.detail ? ` (${d.detail})` : ''}`}
        href="/admin/donations?status=disputed"
        linkText="View disputed gifts"
      />
      <TroubleCard
        title="Failed monthly payments"
        count={renewals?.count}
        summary={null}
        items={renewals?.items ?? []}
        describe={(r) => `${formatDollars(r.amount_cents)} from ${r.donor_name || 'Anonymous'}${r.at ? `, ${formatShortDate(r.at)}` : ''}${r.detail ? `: ${r.detail}` : ''}`}
        href="/admin/donations?status=failed"
        linkText="View failed gifts"
      />
    </div>
  )
}
