'use client'

import { useState } from 'react'

import { editRemembranceFormSchema, REMEMBRANCE_FILTERS, type RemembranceStatus, type StaffRemembrance } from '@/contracts/remembrances'
import { callApi } from '@/contracts/client'
import { formatCompactDateTime } from '@/lib/dates'

import { useContractForm } from '../forms/useContractForm'
import { navyButton } from '../ui/buttons'
import { Dialog } from '../ui/Dialog.client'
import { TextArea, TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

import { useApiData } from './useApiData'

type Filter = (typeof REMEMBRANCE_FILTERS)[number]

const HEADINGS: Record<Filter, string> = {
  pending: 'Remembrances Awaiting Review',
  published: 'Published Remembrances',
  hidden: 'Hidden Remembrances',
  all: 'All Remembrances',
}

const DONE: Record<RemembranceStatus, string> = { published: 'is on the wall', hidden: 'is hidden', pending: 'is back in review' }

/** The remembrance wall's moderation, beside the photos: publish, correct a typo, hide, delete. */
export function RemembrancesAdmin() {
  const toast = useToast()
  const [filter, setFilter] = useState<Filter>('pending')
  const { data: items, mutate, isLoading } = useApiData('GET /api/admin/remembrances', { query: { status: filter } })
  const [editing, setEditing] = useState<StaffRemembrance | null>(null)

  const setStatus = async (r: StaffRemembrance, status: RemembranceStatus) => {
    const result = await callApi('PATCH /api/admin/remembrances/{id}', { params: { id: r.id }, body: { status } })
    if (!result.ok) return toast(result.detail || 'Failed to update the remembrance', 'error')
    toast(`The remembrance from ${r.name} ${DONE[status]}`, 'success')
    await mutate()
  }
  const remove = async (r: StaffRemembrance) => {
    if (!window.confirm(`Delete the remembrance from ${r.name}? This cannot be undone.`)) return
    const result = await callApi('DELETE /api/admin/remembrances/{id}', { params: { id: r.id } })
    if (!result.ok) return toast(result.detail || 'Failed to delete the remembrance', 'error')
    toast('Remembrance deleted', 'success')
    await mutate()
  }

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">{HEADINGS[filter]}</h1>
        <label className="text-sm font-semibold">
          Show{' '}
          <select value={filter} onChange={(event) => setFilter(event.target.value as Filter)} className="ml-1 rounded border border-slate-300 bg-white px-2 py-1 font-normal">
            {REMEMBRANCE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isLoading && <p className="mt-6">Loading…</p>}
      {items?.length === 0 && <p className="mt-6 text-slate-700">No remembrances here.</p>}
      <ul className="mt-6 grid gap-4 lg:grid-cols-2">
        {items?.map((r) => (
          <li key={r.id} className="rounded-lg bg-white p-4 shadow-sm" data-testid="staff-remembrance">
            <div className="flex gap-4">
              {r.photo_url && (
                // eslint-disable-next-line @next/next/no-img-element -- a signed, staff-only image
                <img src={r.photo_url} alt={`Photo left by ${r.name}`} className="h-24 w-24 shrink-0 rounded object-cover" />
              )}
              <div className="min-w-0">
                <h2 className="font-semibold">{r.name}</h2>
                <p className="text-sm text-slate-700">
                  {r.relationship} · <span className="break-all">{r.email}</span>
                </p>
                <p className="text-xs text-slate-600">
                  Left {formatCompactDateTime(r.created_at)} · {r.status}
                  {r.hidden_by === 'reports' ? ' by visitors’ reports' : r.hidden_by === 'staff' ? ' by staff' : ''}
                  {r.report_count > 0 ? ` · ${r.report_count} ${r.report_count === 1 ? 'report' : 'reports'}` : ''}
                </p>
              </div>
            </div>
            <p className="mt-3 max-h-48 overflow-y-auto whitespace-pre-line rounded border border-slate-100 p-2 text-sm">{r.message}</p>
            <div className="mt-3 flex flex-wrap gap-2 text-sm">
              {r.status !== 'published' && (
                <button
                  type="button"
                  onClick={() => setStatus(r, 'published')}
                  className="rounded bg-green-700 px-3 py-1 font-semibold text-white"
                  aria-label={`Publish the remembrance from ${r.name}`}
                >
                  Publish
                </button>
              )}
              {r.status === 'published' && (
                <button type="button" onClick={() => setStatus(r, 'hidden')} className="rounded bg-slate-700 px-3 py-1 font-semibold text-white" aria-label={`Hide the remembrance from ${r.name}`}>
                  Hide
                </button>
              )}
              <button type="button" onClick={() => setEditing(r)} className="rounded border border-slate-300 px-3 py-1" aria-label={`Edit the remembrance from ${r.name}`}>
                Edit
              </button>
              <button type="button" onClick={() => remove(r)} className="rounded bg-red-700 px-3 py-1 font-semibold text-white" aria-label={`Delete the remembrance from ${r.name}`}>
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog title="Edit Remembrance" open={editing !== null} onClose={() => setEditing(null)}>
        {editing && (
          <EditRemembrance
            remembrance={editing}
            onSaved={async () => {
              // The list first: an Edit opened right after shows what was saved.
              await mutate()
              setEditing(null)
            }}
          />
        )}
      </Dialog>
    </div>
  )
}

/** Corrects a typo; the words stay the writer's. */
function EditRemembrance({ remembrance, onSaved }: { remembrance: StaffRemembrance; onSaved: () => Promise<void> }) {
  const toast = useToast()
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(editRemembranceFormSchema, {
    defaultValues: { name: remembrance.name, relationship: remembrance.relationship, message: remembrance.message },
  })
  const onSubmit = handleSubmit(async (body) => {
    const result = await callApi('PATCH /api/admin/remembrances/{id}', { params: { id: remembrance.id }, body })
    if (!result.ok) {
      applyServerErrors(result)
      toast('Failed to save the remembrance', 'error')
      return
    }
    toast('Remembrance saved', 'success')
    await onSaved()
  })
  const e = formState.errors
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Edit remembrance">
      <TextField id="remembrance-name" label="Name" registration={register('name')} error={e.name} />
      <TextField id="remembrance-relationship" label="Relationship" registration={register('relationship')} error={e.relationship} />
      <TextArea id="remembrance-message" label="Message" rows={8} registration={register('message')} error={e.message} />
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  )
}
