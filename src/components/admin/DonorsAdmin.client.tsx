'use client'

import Link from 'next/link'
import { useState } from 'react'
import useSWR from 'swr'

import { type DonorSegment, LAPSED_AFTER_MONTHS, NEW_WITHIN_DAYS } from '@/contracts/donors'
import { callApi, downloadApiFile, getToken } from '@/contracts/client'
import { saveFile } from '@/lib/admin/saveFile'
import { formatShortDate } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

import { LiveRegion } from '../ui/LiveRegion.client'
import { useToast } from '../ui/Toaster.client'
import { DonorBadges } from './DonorBadges'
import { Pager } from './Pager'
import { ScrollRegion } from './ScrollRegion'

const PAGE = 25
const SEGMENTS: { value: DonorSegment; label: string; hint: string }[] = [
  { value: 'all', label: 'All donors', hint: 'every donor' },
  { value: 'monthly', label: 'Monthly', hint: 'donors with a monthly gift still running' },
  { value: 'lapsed', label: 'Lapsed', hint: `donors who gave before, but not in the last ${LAPSED_AFTER_MONTHS} months` },
  { value: 'new', label: 'New', hint: `donors whose first gift was in the last ${NEW_WITHIN_DAYS} days` },
]
const inputClass = 'rounded border border-slate-300 px-2 py-1'

type Filter = { q: string; segment: DonorSegment }

/** One page of the filter's donors, and their total from X-Total-Count. */
async function fetchPage([, filter, page]: readonly [string, Filter, number]) {
  const result = await callApi('GET /api/admin/donors', { query: { segment: filter.segment, skip: page * PAGE, limit: PAGE, ...(filter.q && { q: filter.q }) } })
  if (!result.ok) throw result
  return { items: result.data, total: Number(result.headers.get('x-total-count') ?? 0), filter }
}

/** Donors: searched by name or email, by segment, each a link to their page; exported as CSV. */
export function DonorsAdmin() {
  const toast = useToast()
  const [typed, setTyped] = useState('')
  const [filter, setFilter] = useState<Filter>({ q: '', segment: 'all' })
  const [page, setPage] = useState(0)
  const { data, error, isLoading } = useSWR(getToken() ? (['donors', filter, page] as const) : null, fetchPage, { keepPreviousData: true })
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE)) : 1
  const segment = SEGMENTS.find((s) => s.value === filter.segment)!
  const change = (next: Partial<Filter>) => {
    setFilter((current) => ({ ...current, ...next }))
    setPage(0)
  }
  // Said with the filter the total was counted under: while the next filter loads, the old total
  // stays on screen (keepPreviousData) and must not be read out under the new filter's words.
  const counted = data && SEGMENTS.find((s) => s.value === data.filter.segment)!
  const found =
    data && counted
      ? `${data.total} ${data.total === 1 ? 'donor' : 'donors'}${data.filter.segment === 'all' ? '' : ` (${counted.label.toLowerCase()})`}${data.filter.q ? ` matching “${data.filter.q}”` : ''}`
      : ''

  const exportCsv = async () => {
    const file = await downloadApiFile('GET /api/admin/donors.csv', { query: { segment: filter.segment, ...(filter.q && { q: filter.q }) } })
    if (!file.ok) return toast(file.detail || 'Failed to export donors', 'error')
    saveFile(file)
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Donors</h1>
        <button type="button" onClick={exportCsv} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white">
          Export CSV
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        One donor per email address, named by their latest gift. Lifetime giving is what the foundation kept: refunds and lost disputes are taken out. Gifts made anonymously are listed under their
        donor here; anonymity is for public lists.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4 text-sm">
        <form role="search" aria-label="Search donors" className="flex flex-wrap items-center gap-2" onSubmit={(event) => (event.preventDefault(), change({ q: typed.trim() }))}>
          <label htmlFor="donor-search">Name or email</label>
          <input id="donor-search" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={200} className={inputClass} />
          <button type="submit" className="rounded border border-navy-900 px-3 py-1 font-semibold text-navy-900">
            Search
          </button>
        </form>
        <label className="flex items-center gap-2">
          Segment
          <select value={filter.segment} onChange={(event) => change({ segment: event.target.value as DonorSegment })} aria-describedby="donor-segment-hint" className={inputClass}>
            {SEGMENTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id="donor-segment-hint" className="mt-2 text-sm text-slate-700">
        Showing {segment.hint}.
      </p>
      <LiveRegion className="mt-2 text-sm font-semibold">{found}</LiveRegion>
      {error && (
        <p role="alert" className="mt-4 text-red-700">
          {(error as { detail?: string }).detail ?? 'The donors could not be loaded.'}
        </p>
      )}
      <ScrollRegion label="Donors" className="mt-4 rounded-lg bg-white shadow-sm">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b bg-slate-50 text-slate-700">
            <tr>
              <th className="p-3">Donor</th>
              <th className="p-3">Gifts</th>
              <th className="p-3">Lifetime</th>
              <th className="p-3">Largest</th>
              <th className="p-3">First gift</th>
              <th className="p-3">Last gift</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {isLoading && !data && (
              <tr>
                <td colSpan={6} className="p-3">
                  Loading…
                </td>
              </tr>
            )}
            {data?.items.length === 0 && (
              <tr>
                <td colSpan={6} className="p-3">
                  {filter.q || filter.segment !== 'all' ? 'No donors match' : 'No donors yet'}
                </td>
              </tr>
            )}
            {data?.items.map((donor) => (
              <tr key={donor.id}>
                <td className="p-3">
                  <Link href={`/admin/donors/${donor.id}`} className="font-semibold text-navy-800 underline">
                    {donor.name ?? donor.email}
                  </Link>
                  <span className="block break-all text-xs text-slate-700">{donor.email}</span>
                  <DonorBadges donor={donor} />
                </td>
                <td className="p-3">{donor.gifts_count}</td>
                <td className="p-3 whitespace-nowrap">{formatDollars(donor.lifetime_cents)}</td>
                <td className="p-3 whitespace-nowrap">{formatDollars(donor.largest_cents)}</td>
                <td className="p-3 whitespace-nowrap">{formatShortDate(donor.first_gift_at)}</td>
                <td className="p-3 whitespace-nowrap">{formatShortDate(donor.last_gift_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  )
}
