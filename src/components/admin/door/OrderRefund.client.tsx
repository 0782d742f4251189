'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import type { StaffOrder } from '@/contracts/door'
import { formatDollarsAndCents } from '@/lib/money'

import { useToast } from '../../ui/Toaster.client'

const dangerButton = 'rounded bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60'

/**
 * A paid order's refund, inside the Orders dialog: tickets chosen by their codes (a table's seats
 * all together), or the whole order. Stripe returns the money; the seats go back on sale or to
 * the waitlist, and the buyer is mailed the receipt as it now stands.
 */
export function OrderRefund({ order, onDone }: { order: StaffOrder; onDone: (words: string) => void }) {
  const toast = useToast()
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const live = order.tickets.filter((ticket) => !ticket.refunded_at && !ticket.checked_in_at)
  const refund = async (body: { codes: string[] } | { whole: true }) => {
    setBusy(true)
    const result = await callApi('POST /api/admin/ticket-orders/{id}/refund', { params: { id: order.id }, body })
    setBusy(false)
    if (!result.ok) {
      toast(result.status === 409 || result.status === 422 || result.status === 503 ? result.detail : 'Failed to refund', 'error')
      return
    }
    // Said inside the dialog by the caller's live region (the toast, outside the modal dialog, is inert to a screen reader).
    const words = `Refunded ${formatDollarsAndCents(result.data.refunded_cents)} to ${order.buyer_name}’s card.`
    toast(words, 'success')
    setChosen(new Set())
    onDone(words)
  }
  const toggle = (code: string) => setChosen((now) => (now.has(code) ? new Set([...now].filter((c) => c !== code)) : new Set([...now, code])))
  return (
    <details className="mt-2">
      <summary className="cursor-pointer font-semibold text-navy-800 underline">Refund…</summary>
      <fieldset className="mt-2 space-y-1">
        <legend className="text-slate-700">Tickets to refund (each at its price; a table’s seats together)</legend>
        {live.map((ticket) => (
          <label key={ticket.code} className="flex items-center gap-2">
            <input type="checkbox" checked={chosen.has(ticket.code)} onChange={() => toggle(ticket.code)} />
            {ticket.ticket}
            {ticket.guest_name ? `, ${ticket.guest_name}` : ''} <span className="font-mono text-xs text-slate-600">{ticket.code.slice(0, 4)}…</span>
          </label>
        ))}
      </fieldset>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={dangerButton} disabled={busy || chosen.size === 0} onClick={() => refund({ codes: [...chosen] })}>
          Refund {chosen.size} chosen
        </button>
        <button type="button" className={dangerButton} disabled={busy} onClick={() => refund({ whole: true })}>
          Refund the whole order ({formatDollarsAndCents(order.charged_cents - order.refunded_cents)})
        </button>
      </div>
    </details>
  )
}
