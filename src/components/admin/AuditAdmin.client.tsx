'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { AUDIT_ACTIONS, type AuditFilter } from '@/contracts/audit'
import { saveFile } from '@/lib/admin/saveFile'
import { callApi, downloadApiFile, getToken } from '@/contracts/client'
import { formatCompactDateTime } from '@/lib/dates'

import { secondaryButton } from '../ui/buttons'
import { useToast } from '../ui/Toaster.client'
import { Pager } from './Pager'
import { ScrollRegion } from './ScrollRegion'

const PAGE = 50
type Filter = { actor: string; action: string; from: string; to: string }
const EMPTY: Filter = { actor: '', action: '', from: '', to: '' }

/** Only the filters that are set, as the API's query. */
const queryOf = (filter: Filter): AuditFilter => Object.fromEntries(Object.entries(filter).filter(([, value]) => value.trim()))

async function fetchPage([, filter, page]: readonly [string, Filter, number]) {
  const result = await callApi('GET /api/admin/audit', { query: { ...queryOf(filter), skip: page * PAGE, limit: PAGE } })
  if (!result.ok) throw result
  return { items: result.data, total: Number(result.headers.get('x-total-count') ?? 0) }
}

const inputClass = 'rounded border border-slate-300 px-2 py-1'

/** Who did what, when and from where: filtered by person, kind and days, and exported as CSV. */
export function AuditAdmin() {
  const toast = useToast()
  const [filter, setFilter] = useState<Filter>(EMPTY)
  const [page, setPage] = useState(0)
  const { data, error, isLoading } = useSWR(getToken() ? (['audit', filter, page] as const) : null, fetchPage, { keepPreviousData: true })
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE)) : 1
  const set = (name: keyof Filter) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setFilter((current) => ({ ...current, [name]: event.target.value }))
    setPage(0)
  }
  const exportCsv = async () => {
    const file = await downloadApiFile('GET /api/admin/audit.csv', { query: queryOf(filter) })
    if (!file.ok) return toast(file.detail || 'Failed to export the audit trail', 'error')
    saveFile(file)
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Audit trail</h1>
        <button type="button" onClick={exportCsv} className={secondaryButton}>
          Export CSV
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-700">Every staff change, sign-in and export. Entries cannot be changed or deleted.</p>
      <form className="mt-4 flex flex-wrap gap-4 text-sm" onSubmit={(event) => event.preventDefault()} aria-label="Filter the audit trail">
        <label className="flex items-center gap-2">
          Person
          <input type="search" value={filter.actor} onChange={set('actor')} placeholder="email" className={inputClass} />
        </label>
        <label className="flex items-center gap-2">
          Kind
          <select value={filter.action} onChange={set('action')} className={inputClass}>
            <option value="">All</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          From
          <input type="date" value={filter.from} onChange={set('from')} className={inputClass} />
        </label>
        <label className="flex items-center gap-2">
          To
          <input type="date" value={filter.to} onChange={set('to')} className={inputClass} />
        </label>
      </form>
      {error && (
        <p role="alert" className="mt-4 text-red-700">
          {(error as { detail?: string }).detail ?? 'The audit trail could not be loaded.'}
        </p>
      )}
      <ScrollRegion label="Audit entries" className="mt-4 rounded-lg bg-white shadow-sm">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b bg-slate-50">
            <tr>
              <th className="p-3">When</th>
              <th className="p-3">Who</th>
              <th className="p-3">What</th>
              <th className="p-3">Record</th>
              <th className="p-3">Details</th>
              <th className="p-3">From</th>
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
                  No entries
                </td>
              </tr>
            )}
            {data?.items.map((entry) => (
              <tr key={entry.id}>
                <td className="whitespace-nowrap p-3">{formatCompactDateTime(entry.at)}</td>
                <td className="p-3 break-all">{entry.actor_email}</td>
                <td className="whitespace-nowrap p-3 font-semibold">{entry.action}</td>
                <td className="whitespace-nowrap p-3">{entry.target ?? ''}</td>
                <td className="p-3">{[entry.summary, entry.changed_fields.length ? `fields: ${entry.changed_fields.join(', ')}` : ''].filter(Boolean).join(' · ')}</td>
                <td className="whitespace-nowrap p-3">{entry.address ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  )
}
