'use client'

import type { AdminEvent } from '@/contracts/events'
import { formatDollarsAndCents } from '@/lib/money'
import { formatCompactDateTime } from '@/lib/dates'

import { ScrollRegion } from '../ScrollRegion'
import { useApiData } from '../useApiData'

const STATUS_WORDS: Record<string, string> = { held: 'Being paid', paid: 'Paid', expired: 'Hold ran out', failed: 'Failed' }

/** An event's ticket orders: who bought what, what they paid, and how many of their guests are in. */
export function TicketOrders({ event }: { event: AdminEvent }) {
  const { data: orders, isLoading, error } = useApiData('GET /api/admin/events/{id}/orders', { params: { id: event.id } })
  const paid = orders?.filter((o) => o.status === 'paid') ?? []
  const gross = paid.reduce((sum, o) => sum + o.charged_cents, 0)
  const tickets = paid.flatMap((o) => o.tickets)
  return (
    <div className="space-y-4">
      {error && <p role="alert">The orders could not be loaded.</p>}
      <p>
        {paid.length} paid {paid.length === 1 ? 'order' : 'orders'}, {tickets.length} {tickets.length === 1 ? 'guest' : 'guests'} ({tickets.filter((t) => t.checked_in_at).length} checked in),{' '}
        {formatDollarsAndCents(gross)} charged
      </p>
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
                <td className="p-2">{order.items.map((item) => `${item.quantity} × ${item.label}`).join(', ')}</td>
                <td className="whitespace-nowrap p-2">{formatDollarsAndCents(order.charged_cents)}</td>
                <td className="p-2">{STATUS_WORDS[order.status] ?? order.status}</td>
                <td className="whitespace-nowrap p-2">{formatCompactDateTime(order.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  )
}
