'use client'

import { useEffect, useRef, useState } from 'react'

import { downloadApiFile } from '@/contracts/client'
import type { AdminEvent } from '@/contracts/events'
import { saveFile } from '@/lib/admin/saveFile'
import { formatDollarsAndCents } from '@/lib/money'
import { formatCompactDateTime } from '@/lib/dates'

import { LiveRegion } from '../../ui/LiveRegion.client'
import { useToast } from '../../ui/Toaster.client'
import { ScrollRegion } from '../ScrollRegion'
import { useApiData } from '../useApiData'
import { OrderGuests } from './OrderGuests.client'
import { OrderRefund } from './OrderRefund.client'

const STATUS_WORDS: Record<string, string> = { held: 'Being paid', paid: 'Paid', expired: 'Hold ran out', failed: 'Failed', refunded: 'Refunded' }

/** An event's ticket orders: who bought what, what they paid, and how many of their guests are in. */
export function TicketOrders({ event }: { event: AdminEvent }) {
  const toast = useToast()
  const [news, setNews] = useState('')
  const said = useRef<HTMLDivElement>(null)
  // A refund or a save replaces the control used (the order's forms are drawn afresh): focus goes to what was said.
  useEffect(() => {
    if (news) said.current?.focus()
  }, [news])
  const { data: orders, isLoading, error, mutate } = useApiData('GET /api/admin/events/{id}/orders', { params: { id: event.id } })
  const { data: totals, mutate: mutateTotals } = useApiData('GET /api/admin/events/{id}/totals', { params: { id: event.id } })
  const exportCsv = async () => {
    const file = await downloadApiFile('GET /api/admin/events/{id}/guests.csv', { params: { id: event.id } })
    if (!file.ok) return toast('Failed to export the guest list', 'error')
    saveFile(file)
  }
  return (
    <div className="space-y-4">
      <LiveRegion ref={said} className={news ? 'font-semibold text-green-800' : undefined}>
        {news}
      </LiveRegion>
      {error && <p role="alert">The orders could not be loaded.</p>}
      {totals && (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <dt className="text-slate-700">Gross</dt>
          <dd className="font-semibold">{formatDollarsAndCents(totals.gross_cents)}</dd>
          <dt className="text-slate-700">Refunded</dt>
          <dd className="font-semibold">{formatDollarsAndCents(totals.refunded_cents)}</dd>
          <dt className="text-slate-700">Card fees covered</dt>
          <dd className="font-semibold">{formatDollarsAndCents(totals.fees_covered_cents)}</dd>
          <dt className="text-slate-700">Fair market value given</dt>
          <dd className="font-semibold">{formatDollarsAndCents(totals.fair_value_cents)}</dd>
          <dt className="text-slate-700">Deductible</dt>
          <dd className="font-semibold">{formatDollarsAndCents(totals.deductible_cents)}</dd>
          <dt className="text-slate-700">Paid orders</dt>
          <dd className="font-semibold">{totals.paid_orders}</dd>
          <dt className="text-slate-700">Checked in</dt>
          <dd className="font-semibold">
            {totals.checked_in} of {totals.sold}
          </dd>
        </dl>
      )}
      <button type="button" onClick={exportCsv} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white">
        Export guest list (CSV)
      </button>
      <ScrollRegion label="Ticket orders" className="max-h-[60vh]">
        <table className="w-full text-left text-sm">
          <thead className="border-b bg-slate-50 text-slate-700">
            <tr>
              <th className="p-2">Buyer</th>
              <th className="p-2">Tickets</th>
              <th className="p-2">Charged</th>
              <th className="p-2">Status</th>
              <th className="p-2">Ordered</th>
            </tr>
          </thead>
          <tbody>
            {isLoading && (
              <tr>
                <td colSpan={5} className="p-2">
                  Loading…
                </td>
              </tr>
            )}
            {orders?.length === 0 && (
              <tr>
                <td colSpan={5} className="p-2">
                  No orders yet
                </td>
              </tr>
            )}
            {orders?.map((order) => (
              <tr key={order.id} className="border-b align-top last:border-0">
                <td className="p-2">
                  {order.buyer_name}
                  <br />
                  <span className="break-all text-slate-700">{order.buyer_email}</span>
                </td>
                <td className="p-2">{order.items.map((item) => `${item.quantity - item.refunded} × ${item.label}${item.refunded ? ` (${item.refunded} refunded)` : ''}`).join(', ')}</td>
                <td className="whitespace-nowrap p-2">
                  {formatDollarsAndCents(order.charged_cents)}
                  {order.refunded_cents > 0 && <span className="block text-slate-700">{formatDollarsAndCents(order.refunded_cents)} refunded</span>}
                </td>
                <td className="p-2">
                  {STATUS_WORDS[order.status] ?? order.status}
                  {order.status === 'paid' && (
                    <OrderGuests
                      order={order}
                      onDone={(words) => {
                        setNews(words)
                        void mutate()
                      }}
                    />
                  )}
                  {order.status === 'paid' && (
                    <OrderRefund
                      order={order}
                      onDone={(words) => {
                        setNews(words)
                        void mutate()
                        void mutateTotals()
                      }}
                    />
                  )}
                </td>
                <td className="whitespace-nowrap p-2">{formatCompactDateTime(order.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  )
}
