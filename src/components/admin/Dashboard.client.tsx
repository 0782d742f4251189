'use client'

import Link from 'next/link'

import { useApiData } from '@/lib/admin/useApiData'
import { formatDollars } from '@/lib/money'

export function Dashboard() {
  const { data: stats } = useApiData('GET /api/donations/stats')
  const { data: pending } = useApiData('GET /api/gallery/admin/pending')
  const cards = [
    { label: 'Total Donations', value: stats ? formatDollars(stats.total_amount_cents) : '…' },
    { label: 'Total Donors', value: stats ? String(stats.total_count) : '…' },
    { label: 'Recurring Donors', value: stats ? String(stats.recurring_count) : '…' },
  ]
  const links = [
    { href: '/admin/events?new=1', label: 'Create a new event' },
    { href: '/admin/gallery', label: `Review photos${pending ? ` (${pending.length} awaiting)` : ''}` },
    { href: '/admin/donations', label: 'View donations' },
    { href: '/admin/sponsors', label: 'Manage sponsor tiers' },
  ]
  return (
    <div>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <div key={card.label} className="rounded-lg bg-white p-5 shadow-sm">
            <dt className="text-sm text-slate-600">{card.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-navy-900">{card.value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-10 text-lg font-bold">Quick links</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="block rounded-lg bg-white p-4 font-semibold text-navy-800 shadow-sm hover:bg-slate-50">{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
