'use client'

import Link from 'next/link'

import { giftMethodWords } from '@/contracts/donations'
import type { DonorDetail, DonorGiftOut, DonorPurchaseOut } from '@/contracts/donors'
import { formatCompactDateTime, formatShortDate } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

import { DonationStatus } from './DonationStatus'
import { DonorBadges } from './DonorBadges'
import { DonorNotes } from './DonorNotes.client'
import { ScrollRegion } from './ScrollRegion'
import { useApiData } from './useApiData'

const when = (gift: DonorGiftOut) => (gift.received_on ? formatShortDate(`${gift.received_on}T12:00:00Z`) : formatCompactDateTime(gift.created_at))
const how = (gift: DonorGiftOut) => giftMethodWords(gift, { monthly: 'Monthly', once: 'One-time' })

function Summary({ donor }: { donor: DonorDetail }) {
  const figures: [string, string][] = [
    ['Lifetime giving', formatDollars(donor.lifetime_cents)],
    ['Gifts', String(donor.gifts_count)],
    ['Largest gift', formatDollars(donor.largest_cents)],
    ['First gift', formatShortDate(donor.first_gift_at)],
    ['Last gift', formatShortDate(donor.last_gift_at)],
  ]
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-white p-3 shadow-sm">
          <dt className="text-xs text-slate-700">{label}</dt>
          <dd className="text-lg font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const MONTHLY_WORDS: Record<string, (entry: DonorGiftOut['history'][number]) => string> = {
  'amount-changed': (e) => `Donor changed the amount: ${formatDollars(Number(e.changes?.amount_cents?.from))} → ${formatDollars(Number(e.changes?.amount_cents?.to))}`,
  paused: (e) => `Donor paused it (${e.reason ?? ''})`,
  resumed: () => 'Donor resumed it',
  canceled: (e) => `Donor canceled it${e.reason ? `: “${e.reason}”` : ''}`,
}

/** A monthly gift's changes by its donor on /giving, oldest first. */
function MonthlyChanges({ gift }: { gift: DonorGiftOut }) {
  const changes = gift.method === 'card' ? gift.history.filter((entry) => MONTHLY_WORDS[entry.action]) : []
  return changes.map((entry, i) => (
    <span key={i} className="block text-xs text-slate-700">
      {formatShortDate(entry.at)}: {MONTHLY_WORDS[entry.action]!(entry)}
    </span>
  ))
}

function Gifts({ gifts }: { gifts: DonorGiftOut[] }) {
  return (
    <ScrollRegion label="Gifts" className="mt-3 rounded-lg bg-white shadow-sm">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="border-b bg-slate-50 text-slate-700">
          <tr>
            <th className="p-3">Date</th>
            <th className="p-3">Amount kept</th>
            <th className="p-3">How</th>
            <th className="p-3">Status</th>
            <th className="p-3">Details</th>
            <th className="p-3">Acknowledged</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {gifts.map((gift) => (
            <tr key={gift.id}>
              <td className="p-3 whitespace-nowrap">{when(gift)}</td>
              <td className="p-3 whitespace-nowrap">
                {formatDollars(gift.kept_cents)}
                {gift.kept_cents !== gift.amount_cents && <span className="block text-xs text-slate-700">of {formatDollars(gift.amount_cents)} given</span>}
              </td>
              <td className="p-3 whitespace-nowrap">{how(gift)}</td>
              <td className="p-3">
                <DonationStatus gift={gift} />
              </td>
              <td className="p-3">
                {gift.donor_name && <span className="block">As {gift.donor_name}</span>}
                {gift.campaign && <span className="block text-xs text-slate-700">Campaign: {gift.campaign}</span>}
                {gift.tribute && (
                  <span className="block text-xs text-slate-700">
                    {gift.tribute.kind === 'memory' ? 'In memory of' : 'In honor of'} {gift.tribute.honoree_name}
                  </span>
                )}
                {gift.is_anonymous && <span className="block text-xs text-slate-700">Anonymous on public lists</span>}
                <MonthlyChanges gift={gift} />
              </td>
              <td className="p-3 whitespace-nowrap">{gift.acknowledged_at ? `Sent ${formatShortDate(gift.acknowledged_at)}` : 'Not yet'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

const PURCHASE_KIND: Record<DonorPurchaseOut['kind'], string> = { tickets: 'Tickets', sponsorship: 'Sponsorship' }

/** Ticket orders and sponsorships: what was paid, and the deductible part that counts in the lifetime. */
function Purchases({ purchases }: { purchases: DonorPurchaseOut[] }) {
  if (!purchases.length) return <p className="mt-2 text-sm text-slate-700">No tickets or sponsorships.</p>
  return (
    <ScrollRegion label="Tickets and sponsorships" className="mt-3 rounded-lg bg-white shadow-sm">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="border-b bg-slate-50 text-slate-700">
          <tr>
            <th className="p-3">Date</th>
            <th className="p-3">For</th>
            <th className="p-3">Paid</th>
            <th className="p-3">Deductible</th>
            <th className="p-3">Refunded</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {purchases.map((p) => (
            <tr key={`${p.kind}-${p.id}`}>
              <td className="p-3 whitespace-nowrap">{formatShortDate(p.paid_at)}</td>
              <td className="p-3">
                {p.what}
                <span className="block text-xs text-slate-700">{PURCHASE_KIND[p.kind]}</span>
              </td>
              <td className="p-3 whitespace-nowrap">{formatDollars(p.charged_cents)}</td>
              <td className="p-3 whitespace-nowrap">{formatDollars(p.deductible_cents)}</td>
              <td className="p-3 whitespace-nowrap">{p.refunded_cents ? formatDollars(p.refunded_cents) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

function Statements({ statements }: { statements: DonorDetail['statements'] }) {
  if (!statements.length) return <p className="mt-2 text-sm text-slate-700">No year-end statement has been sent to this donor.</p>
  return (
    <ul className="mt-2 list-disc pl-6 text-sm">
      {statements.map((s) => (
        <li key={s.year}>
          {s.year}: sent {formatShortDate(s.sent_at)}
        </li>
      ))}
    </ul>
  )
}

/** A donor's page: what they have given, each gift and its acknowledgement, statements sent, and staff notes. */
export function DonorProfile({ id }: { id: number }) {
  const { data: donor, error, mutate } = useApiData('GET /api/admin/donors/{id}', { params: { id } })
  const back = (
    <Link href="/admin/donors" className="text-sm text-navy-800 underline">
      All donors
    </Link>
  )
  if (error) {
    return (
      <div>
        {back}
        <p role="alert" className="mt-4 text-red-700">
          {(error as { detail?: string }).detail ?? 'This donor could not be loaded.'}
        </p>
      </div>
    )
  }
  if (!donor)
    return (
      <div>
        {back}
        <p className="mt-4">Loading…</p>
      </div>
    )
  return (
    <div>
      {back}
      <h1 className="mt-2 text-2xl font-bold break-words">{donor.name ?? donor.email}</h1>
      <p className="break-all text-slate-700">{donor.email}</p>
      <DonorBadges donor={donor} />
      <Summary donor={donor} />
      <h2 className="mt-8 text-xl font-bold">Gifts</h2>
      <Gifts gifts={donor.gifts} />
      <h2 className="mt-8 text-xl font-bold">Tickets and sponsorships</h2>
      <Purchases purchases={donor.purchases} />
      <h2 className="mt-8 text-xl font-bold">Year-end statements</h2>
      <Statements statements={donor.statements} />
      <DonorNotes donorId={donor.id} notes={donor.notes} onAdded={() => mutate()} />
    </div>
  )
}
