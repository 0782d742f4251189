'use client'

import Link from 'next/link'

import { formatCompactDateTime } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

import { BackgroundWork } from './BackgroundWork.client'
import { CampaignTotals } from './CampaignTotals'
import { GiftsNeedingAttention } from './GiftsNeedingAttention.client'
import { GivingAtAGlance } from './GivingAtAGlance.client'
import { LettersToPost } from './LettersToPost.client'
import { useInboxSummary } from './useInboxSummary'
import { useStaffRole } from './useStaffRole'
import { useApiData } from './useApiData'

/** What each role keeps at a glance: gifts for fundraising, the site's queues for content, all for admins. */
export function Dashboard() {
  const { mayUse } = useStaffRole()
  const fundraising = mayUse('fundraising')
  const content = mayUse('content')
  const { data: stats } = useApiData('GET /api/donations/stats', undefined, { enabled: fundraising })
  const { data: pending } = useApiData('GET /api/gallery/admin/pending', undefined, { enabled: content })
  const { data: remembrances } = useApiData('GET /api/admin/remembrances', { query: { status: 'pending' } }, { enabled: content })
  const { data: events } = useApiData('GET /api/admin/events', undefined, { enabled: content })
  const { data: inbox } = useInboxSummary(content)
  const { data: fundraisers } = useApiData('GET /api/admin/fundraisers', { query: { status: 'pending' } }, { enabled: fundraising })
  const now = new Date().toISOString()
  const next = events?.filter((e) => e.is_published && (e.end_at ?? e.start_at) >= now).sort((a, b) => a.start_at.localeCompare(b.start_at))[0]
  const cards = [
    { label: 'Total Donations', value: stats ? formatDollars(stats.total_amount_cents) : '…' },
    { label: 'Total Donors', value: stats ? String(stats.total_count) : '…' },
    { label: 'Recurring Donors', value: stats ? String(stats.recurring_count) : '…' },
  ]
  const links = [
    ...(content ? [{ href: '/admin/events?new=1', label: 'Create a new event' }] : []),
    ...(content ? [{ href: '/admin/gallery', label: `Review photos${pending ? ` (${pending.length} awaiting)` : ''}` }] : []),
    ...(content ? [{ href: '/admin/remembrances', label: `Review remembrances${remembrances ? ` (${remembrances.length} awaiting)` : ''}` }] : []),
    ...(fundraising ? [{ href: '/admin/donations', label: 'View donations' }] : []),
    ...(fundraising ? [{ href: '/admin/fundraisers', label: `Review fundraisers${fundraisers ? ` (${fundraisers.length} awaiting)` : ''}` }] : []),
    ...(content ? [{ href: '/admin/sponsors', label: 'Manage sponsor tiers' }] : []),
  ]
  return (
    <div>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      {fundraising && (
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          {cards.map((card) => (
            <div key={card.label} className="rounded-lg bg-white p-5 shadow-sm">
              <dt className="text-sm text-slate-600">{card.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-navy-900">{card.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {fundraising && stats && (
        <p className="mt-3 text-sm text-slate-700" data-testid="monthly-prompt">
          Asked to give monthly instead, last 30 days: {stats.monthly_prompt.offered} offered, {stats.monthly_prompt.accepted} accepted
          {stats.monthly_prompt.rate_percent === null ? '' : ` (${stats.monthly_prompt.rate_percent}%)`}
        </p>
      )}
      {fundraising && <GivingAtAGlance />}
      {fundraising && stats && <CampaignTotals campaigns={stats.by_campaign} feeCoveredCents={stats.fee_covered_cents} />}
      {fundraising && <GiftsNeedingAttention />}
      {fundraising && <LettersToPost />}
      {content && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Link href="/admin/events" className="rounded-lg bg-white p-5 shadow-sm hover:bg-slate-50">
            <span className="block text-sm text-slate-600">Next event</span>
            {next ? (
              <>
                <span className="mt-1 block font-bold text-navy-900">{next.title}</span>
                <span className="block text-sm text-slate-700">{formatCompactDateTime(next.start_at)}</span>
                <span className="mt-1 block text-sm font-semibold">
                  {next.rsvp_count} RSVP{next.rsvp_count === 1 ? '' : 's'}
                  {next.capacity ? ` of ${next.capacity} places` : ''}
                </span>
              </>
            ) : (
              <span className="mt-1 block font-semibold text-navy-900">{events ? 'No upcoming events' : '…'}</span>
            )}
          </Link>
          <Link href="/admin/gallery" className="rounded-lg bg-white p-5 shadow-sm hover:bg-slate-50">
            <span className="block text-sm text-slate-600">Photos awaiting review</span>
            <span className="mt-1 block text-3xl font-bold text-navy-900">{pending ? pending.length : '…'}</span>
          </Link>
          <Link href="/admin/remembrances" className="rounded-lg bg-white p-5 shadow-sm hover:bg-slate-50">
            <span className="block text-sm text-slate-600">Remembrances awaiting review</span>
            <span className="mt-1 block text-3xl font-bold text-navy-900" data-testid="pending-remembrances">
              {remembrances ? remembrances.length : '…'}
            </span>
          </Link>
          <Link href="/admin/inbox" className="rounded-lg bg-white p-5 shadow-sm hover:bg-slate-50">
            <span className="block text-sm text-slate-600">Unread messages</span>
            <span className="mt-1 block text-3xl font-bold text-navy-900">{inbox ? inbox.unread : '…'}</span>
          </Link>
        </div>
      )}
      <h2 className="mt-10 text-lg font-bold">Quick links</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="block rounded-lg bg-white p-4 font-semibold text-navy-800 shadow-sm hover:bg-slate-50">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {mayUse('admin') && <BackgroundWork />}
    </div>
  )
}
