'use client'

import { useSearchParams } from 'next/navigation'
import { useState } from 'react'
import useSWR from 'swr'

import { DONATION_STATUSES, type DonationListFilter, type DonationOut, giftMethodWords } from '@/contracts/donations'
import { type ApiResult, callApi, downloadApiFile, getToken } from '@/contracts/client'
import { formatCompactDateTime, formatShortDate } from '@/lib/dates'
import { saveFile } from '@/lib/admin/saveFile'
import { formatDollars } from '@/lib/money'

import { useToast } from '../ui/Toaster.client'
import { ScrollRegion } from './ScrollRegion'
import { CheckForm } from './CheckForm.client'
import { Dialog } from '../ui/Dialog.client'
import { DonationStatus } from './DonationStatus'
import { Pager } from './Pager'
import { RefundForm, VoidCheckForm } from './GiftActionForms.client'
import { StatementsForm } from './StatementsForm.client'

const PAGE = 25
type Filter = NonNullable<DonationListFilter> | ''
const FILTERS: { value: Filter; label: string }[] = [
  { value: '', label: 'All but abandoned' },
  ...DONATION_STATUSES.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) })),
  { value: 'all', label: 'All, abandoned too' },
]
const isFilter = (value: string | null): value is Filter => FILTERS.some((f) => f.value === value)
type Open = { kind: 'check'; gift: DonationOut | null } | { kind: 'refund' | 'void'; gift: DonationOut } | { kind: 'statements' } | null
const TITLES = { check: 'Check by mail', refund: 'Refund a gift', void: 'Void a check', statements: 'Year-end statements' } as const

/** One page of donations of the filter, and its total from X-Total-Count. */
async function fetchPage([, status, page]: readonly [string, Filter, number]) {
  const result = await callApi('GET /api/donations/list', { query: { skip: page * PAGE, limit: PAGE, ...(status && { status }) } })
  if (!result.ok) throw result
  return { items: result.data, total: Number(result.headers.get('x-total-count') ?? 0) }
}

/** Whether and when the gift was thanked: by email, by post, on its way, or not yet. */
function Acknowledged({ gift }: { gift: DonationOut }) {
  const { sent_at: sent, sent_by: by, queued_at: queued } = gift.acknowledgement
  if (sent)
    return (
      <span className="block text-xs text-slate-600">
        Thanked {formatShortDate(sent)}
        {by === 'post' ? ' by post' : ' by email'}
      </span>
    )
  if (queued) return <span className="block text-xs text-slate-600">Letter queued {formatShortDate(queued)}</span>
  if (gift.status === 'succeeded') return <span className="block text-xs text-slate-600">Not thanked yet{gift.donor_email ? '' : ': post the letter'}</span>
  return null
}

export function DonationsAdmin() {
  const toast = useToast()
  const [page, setPage] = useState(0)
  // The dashboard links here with ?status=disputed or ?status=failed.
  const asked = useSearchParams().get('status')
  const [status, setStatus] = useState<Filter>(isFilter(asked) ? asked : '')
  const { data, isLoading, mutate } = useSWR(getToken() ? (['donations', status, page] as const) : null, fetchPage, { keepPreviousData: true })
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE)) : 1
  const [open, setOpen] = useState<Open>(null)
  const [checking, setChecking] = useState(false)
  const [report, setReport] = useState('')
  const done = async () => {
    setOpen(null)
    await mutate()
  }

  /** A staff action on a gift: asked once more, then Stripe is asked; the row changes when Stripe confirms. */
  const act = async (question: string, ask: () => Promise<ApiResult<{ message: string }>>, failed: string) => {
    if (!window.confirm(question)) return
    const result = await ask()
    if (!result.ok) return toast(result.status === 409 ? result.detail : failed, 'error')
    toast(result.data.message, 'success')
    await mutate()
  }
  const donor = (d: DonationOut) => d.donor_name || d.donor_email || 'this donor'
  const cancel = (d: DonationOut) =>
    act(
      `Cancel the monthly gift of ${formatDollars(d.amount_cents)} from ${donor(d)}? Stripe stops later renewals; months already paid stay.`,
      () => callApi('POST /api/donations/{id}/cancel', { params: { id: d.id } }),
      'Failed to cancel monthly gift',
    )

  /** Reconciliation: the same repair as `npm run reconcile`, for the last 30 days. */
  const checkAgainstStripe = async () => {
    setChecking(true)
    const result = await callApi('POST /api/donations/reconcile', { body: { days: 30 } })
    setChecking(false)
    if (!result.ok) return toast(result.status === 503 ? result.detail : 'Failed to check against Stripe', 'error')
    const { differences, checked } = result.data
    setReport(
      `Checked the last 30 days against Stripe (${checked.payment_intents} payments, ${checked.invoices} paid invoices, ${checked.refunds} refunds, ${checked.disputes} disputes, ${checked.failed_invoices} failed renewals): ` +
        (differences ? `${differences} difference${differences === 1 ? '' : 's'} fixed.` : '0 differences.'),
    )
    toast(differences ? `${differences} difference${differences === 1 ? '' : 's'} fixed` : 'Everything matches Stripe', 'success')
    await mutate()
  }

  const resendLetter = (d: DonationOut) =>
    act(
      `Send the thank-you letter for ${formatDollars(d.amount_cents)} to ${d.donor_email ?? donor(d)} again?`,
      () => callApi('POST /api/donations/{id}/acknowledgement', { params: { id: d.id } }),
      'Failed to send the letter',
    )
  const printLetter = async (d: DonationOut) => {
    const file = await downloadApiFile('GET /api/donations/{id}/acknowledgement.pdf', { params: { id: d.id } })
    if (!file.ok) return toast('Failed to make the letter', 'error')
    saveFile(file)
  }

  const exportCsv = async () => {
    const file = await downloadApiFile('GET /api/donations/export.csv')
    if (!file.ok) return toast('Failed to export donations', 'error')
    saveFile(file)
  }

  return (
    <div>
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">Donations</h1>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setOpen({ kind: 'check', gift: null })} className="rounded border border-navy-900 px-4 py-2 font-semibold text-navy-900">
            Record a check
          </button>
          <button type="button" onClick={checkAgainstStripe} disabled={checking} className="rounded border border-navy-900 px-4 py-2 font-semibold text-navy-900 disabled:opacity-60">
            {checking ? 'Checking…' : 'Check against Stripe'}
          </button>
          <button type="button" onClick={() => setOpen({ kind: 'statements' })} className="rounded border border-navy-900 px-4 py-2 font-semibold text-navy-900">
            Year-end statements
          </button>
          <button type="button" onClick={exportCsv} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white">
            Export CSV
          </button>
        </div>
      </div>
      {report && (
        <p role="status" className="mt-4 rounded bg-blue-50 p-3 text-sm">
          {report}
        </p>
      )}
      <label className="mt-4 flex items-center gap-2 text-sm">
        Status
        <select value={status} onChange={(e) => (setStatus(e.target.value as Filter), setPage(0))} className="rounded border border-slate-300 px-2 py-1">
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      <ScrollRegion label="Donations" className="mt-6 rounded-lg bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b bg-slate-50 text-slate-700">
            <tr>
              <th className="p-3">Date</th>
              <th className="p-3">Donor</th>
              <th className="p-3">Email</th>
              <th className="p-3">Amount</th>
              <th className="p-3">Type</th>
              <th className="p-3">Status</th>
              <th className="p-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {isLoading && !data && (
              <tr>
                <td colSpan={7} className="p-3">
                  Loading…
                </td>
              </tr>
            )}
            {data?.items.length === 0 && (
              <tr>
                <td colSpan={7} className="p-3">
                  {status ? 'No donations with this status' : 'No donations yet'}
                </td>
              </tr>
            )}
            {data?.items.map((d) => (
              <tr key={d.id} className="border-b last:border-0">
                <td className="p-3 whitespace-nowrap">{d.received_on ? formatShortDate(`${d.received_on}T12:00:00Z`) : formatCompactDateTime(d.created_at)}</td>
                <td className="p-3">
                  {d.donor_name || 'Anonymous'}
                  {d.campaign && <span className="block text-xs text-slate-600">Campaign: {d.campaign}</span>}
                  {d.is_anonymous && <span className="block text-xs text-slate-600">Not named on public lists</span>}
                  {d.tribute && (
                    <span className="block text-xs text-slate-600">
                      {d.tribute.kind === 'memory' ? 'In memory of' : 'In honor of'} {d.tribute.honoree_name}
                      {d.tribute.notify_email && `; ${d.tribute.card_queued ? 'card mailed' : 'a card goes, once paid,'} to ${d.tribute.notify_name ?? ''} <${d.tribute.notify_email}>`}
                    </span>
                  )}
                </td>
                <td className="p-3">{d.donor_email ?? ''}</td>
                <td className="p-3">
                  {formatDollars(d.kept_cents)}
                  {d.fee_covered_cents > 0 && <span className="block text-xs text-slate-600">+ {formatDollars(d.fee_covered_cents)} card fee covered</span>}
                  {d.refunded_cents > 0 && (
                    <span className="block text-xs text-slate-600">
                      {formatDollars(d.refunded_cents)} refunded of {formatDollars(d.amount_cents)}
                    </span>
                  )}
                  {d.status === 'disputed' && d.dispute && (
                    <span className="block text-xs text-slate-600">
                      {formatDollars(d.dispute.amount_cents)} disputed of {formatDollars(d.amount_cents)}
                    </span>
                  )}
                </td>
                <td className="p-3">
                  {giftMethodWords(d, { monthly: 'Recurring', once: 'One-time' })}
                  {d.subscription_canceled_at && <span className="block text-xs text-slate-600">Canceled {formatShortDate(d.subscription_canceled_at)}</span>}
                </td>
                <td className="p-3">
                  <DonationStatus gift={d} />
                  <Acknowledged gift={d} />
                </td>
                <td className="whitespace-nowrap p-3 text-right">
                  {d.status === 'succeeded' && (
                    <>
                      {d.donor_email && (
                        <button type="button" onClick={() => resendLetter(d)} className="mr-3 underline" aria-label={`Send letter again to ${d.donor_name || 'Anonymous'}`}>
                          Send letter
                        </button>
                      )}
                      <button type="button" onClick={() => printLetter(d)} className="mr-3 underline" aria-label={`Letter PDF for ${d.donor_name || 'Anonymous'}`}>
                        Letter PDF
                      </button>
                    </>
                  )}
                  {d.is_recurring && !d.subscription_canceled_at && d.status !== 'canceled' && (
                    <button type="button" onClick={() => cancel(d)} className="mr-3 text-red-700 underline" aria-label={`Cancel monthly gift from ${d.donor_name || 'Anonymous'}`}>
                      Cancel monthly
                    </button>
                  )}
                  {d.method === 'card' && d.gift_import === null && d.status === 'succeeded' && d.refunded_cents < d.amount_cents + d.fee_covered_cents && (
                    <button
                      type="button"
                      onClick={() => setOpen({ kind: 'refund', gift: d })}
                      className="text-red-700 underline"
                      aria-label={`Refund the gift of ${formatDollars(d.amount_cents + d.fee_covered_cents - d.refunded_cents)} from ${d.donor_name || 'Anonymous'}`}
                    >
                      Refund
                    </button>
                  )}
                  {d.method === 'check' && d.status !== 'voided' && (
                    <>
                      <button type="button" onClick={() => setOpen({ kind: 'check', gift: d })} className="mr-3 underline" aria-label={`Edit the check from ${d.donor_name || 'Anonymous'}`}>
                        Edit
                      </button>
                      <button type="button" onClick={() => setOpen({ kind: 'void', gift: d })} className="text-red-700 underline" aria-label={`Void the check from ${d.donor_name || 'Anonymous'}`}>
                        Void
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Dialog title={open ? TITLES[open.kind] : ''} open={open !== null} onClose={() => setOpen(null)}>
        {open?.kind === 'check' && <CheckForm check={open.gift} onSaved={done} />}
        {open?.kind === 'refund' && <RefundForm gift={open.gift} onDone={done} />}
        {open?.kind === 'void' && <VoidCheckForm check={open.gift} onDone={done} />}
        {open?.kind === 'statements' && (
          <StatementsForm
            onQueued={(said) => {
              setOpen(null)
              setReport(said)
            }}
          />
        )}
      </Dialog>
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  )
}
