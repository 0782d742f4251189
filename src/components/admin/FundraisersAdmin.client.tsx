'use client'

import { useState } from 'react'

import { FUNDRAISER_STATUS_FILTERS, type StaffFundraiser } from '@/contracts/fundraisers'
import { callApi } from '@/contracts/client'
import { formatDateTime } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

import { useToast } from '../ui/Toaster.client'
import { Dialog } from '../ui/Dialog.client'

import { useApiData } from './useApiData'

type Status = (typeof FUNDRAISER_STATUS_FILTERS)[number]

const HEADINGS: Record<Status, string> = {
  pending: 'Fundraisers Awaiting Review',
  approved: 'Approved Fundraisers',
  rejected: 'Rejected Fundraisers',
  unconfirmed: 'Fundraisers Not Yet Confirmed by Email',
}

/** Supporters' fundraising pages: the queue of confirmed pages to approve or reject, modelled on the gallery's. */
export function FundraisersAdmin() {
  const toast = useToast()
  const [status, setStatus] = useState<Status>('pending')
  const { data: pages, mutate, isLoading } = useApiData('GET /api/admin/fundraisers', { query: { status } })
  const [viewing, setViewing] = useState<StaffFundraiser | null>(null)

  const decide = async (page: StaffFundraiser, action: 'approve' | 'reject') => {
    if (action === 'reject' && !window.confirm(`Reject ${page.name}’s page? It will never be shown, and its photo is deleted.`)) return
    const result = await callApi(action === 'approve' ? 'POST /api/admin/fundraisers/{id}/approve' : 'POST /api/admin/fundraisers/{id}/reject', { params: { id: page.id } })
    if (!result.ok) return toast(result.detail || `Failed to ${action} the page`, 'error')
    toast(action === 'approve' ? `${page.name}’s page is approved and public` : `${page.name}’s page is rejected`, 'success')
    setViewing(null)
    await mutate()
  }

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">{HEADINGS[status]}</h1>
        <label className="text-sm font-semibold">
          Show{' '}
          <select value={status} onChange={(event) => setStatus(event.target.value as Status)} className="ml-1 rounded border border-slate-300 bg-white px-2 py-1 font-normal">
            {FUNDRAISER_STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isLoading && <p className="mt-6">Loading…</p>}
      {pages?.length === 0 && <p className="mt-6 text-slate-700">No fundraisers here.</p>}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pages?.map((page) => (
          <li key={page.id} className="overflow-hidden rounded-lg bg-white shadow-sm" data-testid="pending-fundraiser">
            {page.photo_url ? (
              // eslint-disable-next-line @next/next/no-img-element -- a signed, staff-only image
              <img src={page.photo_url} alt={`Photo of ${page.name}`} className="aspect-video w-full object-cover" />
            ) : (
              <div className="flex aspect-video w-full items-center justify-center bg-slate-100 text-sm text-slate-600">No photo</div>
            )}
            <div className="p-4">
              <h2 className="font-semibold">{page.name}</h2>
              <p className="text-sm text-slate-700">
                {page.campaign.title} · goal {formatDollars(page.goal_cents)}
              </p>
              <p className="mt-2 line-clamp-3 whitespace-pre-line text-sm text-slate-700">{page.story || 'No story.'}</p>
              <div className="mt-3 flex flex-wrap gap-2 text-sm">
                <button type="button" onClick={() => setViewing(page)} className="rounded border border-slate-300 px-3 py-1">
                  View
                </button>
                {page.status === 'pending' && (
                  <button type="button" onClick={() => decide(page, 'approve')} className="rounded bg-green-700 px-3 py-1 font-semibold text-white">
                    Approve
                  </button>
                )}
                {page.status !== 'rejected' && (
                  <button type="button" onClick={() => decide(page, 'reject')} className="rounded bg-red-700 px-3 py-1 font-semibold text-white">
                    Reject
                  </button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Dialog title={viewing ? `${viewing.name}’s fundraiser` : 'Fundraiser'} open={viewing !== null} onClose={() => setViewing(null)}>
        {viewing && (
          <div className="space-y-3">
            {viewing.photo_url && (
              // eslint-disable-next-line @next/next/no-img-element -- a signed, staff-only image
              <img src={viewing.photo_url} alt={`Photo of ${viewing.name}`} className="max-h-[40vh] w-full rounded object-contain" />
            )}
            <dl className="grid grid-cols-[8rem_1fr] gap-1 text-sm">
              <dt className="font-semibold">Campaign</dt>
              <dd>{viewing.campaign.title}</dd>
              <dt className="font-semibold">Goal</dt>
              <dd>{formatDollars(viewing.goal_cents)}</dd>
              <dt className="font-semibold">Email</dt>
              <dd className="break-all">{viewing.email}</dd>
              <dt className="font-semibold">Started</dt>
              <dd>{formatDateTime(viewing.created_at)}</dd>
              <dt className="font-semibold">Confirmed</dt>
              <dd>{viewing.email_confirmed_at ? formatDateTime(viewing.email_confirmed_at) : 'Not yet'}</dd>
              <dt className="font-semibold">Address</dt>
              <dd className="break-all">
                /campaigns/{viewing.campaign.slug}/{viewing.slug}
              </dd>
            </dl>
            <h3 className="font-semibold">Story</h3>
            <p className="max-h-60 overflow-y-auto whitespace-pre-line rounded border border-slate-200 p-3 text-sm">{viewing.story || 'No story.'}</p>
            <div className="flex gap-2">
              {viewing.status === 'pending' && (
                <button type="button" onClick={() => decide(viewing, 'approve')} className="rounded bg-green-700 px-3 py-1.5 font-semibold text-white">
                  Approve
                </button>
              )}
              {viewing.status !== 'rejected' && (
                <button type="button" onClick={() => decide(viewing, 'reject')} className="rounded bg-red-700 px-3 py-1.5 font-semibold text-white">
                  Reject
                </button>
              )}
            </div>
          </div>
        )}
      </Dialog>
    </div>
  )
}
