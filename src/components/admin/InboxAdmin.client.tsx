'use client'

import { useState } from 'react'
import useSWR from 'swr'

import type { InboxMessage } from '@/contracts/inbox'
import { callApi, getToken } from '@/contracts/client'
import { formatCompactDateTime } from '@/lib/dates'

import { useToast } from '../ui/Toaster.client'
import { Dialog } from '../ui/Dialog.client'
import { Pager } from './Pager'
import { ScrollRegion } from './ScrollRegion'
import { useInboxSummary } from './useInboxSummary'

const PAGE = 25
type Kind = '' | 'contact' | 'volunteer'
type Handled = '' | 'false' | 'true'
const KIND_LABEL = { contact: 'Contact', volunteer: 'Volunteer' } as const

async function fetchPage([, kind, handled, page]: readonly [string, Kind, Handled, number]) {
  const query = { skip: page * PAGE, limit: PAGE, ...(kind && { kind }), ...(handled && { handled }) }
  const result = await callApi('GET /api/admin/messages', { query })
  if (!result.ok) throw result
  return { items: result.data, total: Number(result.headers.get('x-total-count') ?? 0) }
}

/** Contact messages and volunteer applications: unread in bold, opened to read, handled, answered. */
export function InboxAdmin() {
  const toast = useToast()
  const [kind, setKind] = useState<Kind>('')
  const [handled, setHandled] = useState<Handled>('')
  const [page, setPage] = useState(0)
  const [open, setOpen] = useState<InboxMessage | null>(null)
  const { data, isLoading, mutate } = useSWR(getToken() ? (['inbox', kind, handled, page] as const) : null, fetchPage, { keepPreviousData: true })
  const { mutate: refreshSummary } = useInboxSummary()
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE)) : 1
  if (page >= pages && page > 0) setPage(pages - 1) // the list shrank under a filter or a change

  const change = async (message: InboxMessage, body: { read?: boolean; handled?: boolean }) => {
    const result = await callApi('PATCH /api/admin/messages/{id}', { params: { id: message.id }, body })
    if (!result.ok) {
      toast('Failed to update message', 'error')
      return null
    }
    await Promise.all([mutate(), refreshSummary()])
    return result.data
  }
  const openMessage = async (message: InboxMessage) => {
    setOpen(message)
    if (message.read_at) return
    const read = await change(message, { read: true })
    // Only if that message is still the one open (it may have been closed, or another opened).
    if (read) setOpen((current) => (current?.id === read.id ? read : current))
  }
  const toggleHandled = async (message: InboxMessage) => {
    const updated = await change(message, { handled: !message.handled_at })
    if (!updated) return
    setOpen((current) => (current?.id === updated.id ? updated : current))
    toast(updated.handled_at ? 'Marked as handled' : 'Marked as not handled', 'success')
  }

  return (
    <div>
      <h1 className="text-2xl font-bold">Inbox</h1>
      <div className="mt-4 flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          Kind
          <select value={kind} onChange={(e) => (setKind(e.target.value as Kind), setPage(0))} className="rounded border border-slate-300 px-2 py-1">
            <option value="">All</option>
            <option value="contact">Contact messages</option>
            <option value="volunteer">Volunteer applications</option>
          </select>
        </label>
        <label className="flex items-center gap-2">
          Handled
          <select value={handled} onChange={(e) => (setHandled(e.target.value as Handled), setPage(0))} className="rounded border border-slate-300 px-2 py-1">
            <option value="">All</option>
            <option value="false">Not handled</option>
            <option value="true">Handled</option>
          </select>
        </label>
      </div>
      <ul className="mt-4 divide-y rounded-lg bg-white shadow-sm" aria-label="Messages">
        {isLoading && !data && <li className="p-3">Loading…</li>}
        {data?.items.length === 0 && <li className="p-3">No messages</li>}
        {data?.items.map((m) => (
          <li key={m.id} className={`flex flex-wrap items-center gap-x-4 gap-y-1 p-3 ${m.read_at ? '' : 'font-bold'}`}>
            <button type="button" onClick={() => openMessage(m)} className="min-w-0 flex-1 text-left underline-offset-4 hover:underline">
              <span className="block truncate">
                {m.subject || '(no subject)'}
                {m.read_at ? '' : <span className="sr-only"> (unread)</span>}
              </span>
              <span className="block truncate text-sm font-normal text-slate-700">
                {m.name} · {m.email}
              </span>
            </button>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{KIND_LABEL[m.kind]}</span>
            {m.handled_at && <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Handled</span>}
            <span className="whitespace-nowrap text-sm font-normal text-slate-700">{formatCompactDateTime(m.received_at)}</span>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} />
      <Dialog title={open ? open.subject || '(no subject)' : ''} open={open !== null} onClose={() => setOpen(null)}>
        {open && (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">
              {KIND_LABEL[open.kind]} from <strong>{open.name}</strong> ({open.email}), {formatCompactDateTime(open.received_at)}
            </p>
            <ScrollRegion label="Message" className="max-h-[50vh] rounded bg-slate-50 p-3">
              <p className="whitespace-pre-line break-words">{open.message}</p>
            </ScrollRegion>
            <div className="flex flex-wrap gap-3">
              <a href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.subject || 'Your message'}`)}`} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white">
                Reply by email
              </a>
              <button type="button" onClick={() => toggleHandled(open)} className="rounded border border-navy-900 px-4 py-2 font-semibold text-navy-900">
                {open.handled_at ? 'Mark as not handled' : 'Mark as handled'}
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  )
}
