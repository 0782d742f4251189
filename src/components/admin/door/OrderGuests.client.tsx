'use client'

import { callApi } from '@/contracts/client'
import type { StaffOrder } from '@/contracts/door'
import { guestNamesFormSchema } from '@/contracts/ticketGuests'

import { useContractForm } from '../../forms/useContractForm'
import { TextField } from '../../ui/fields'
import { useToast } from '../../ui/Toaster.client'

type SeatErrors = Array<Record<string, { message?: string } | undefined> | undefined> | undefined

/**
 * Staff name a paid order's guests, inside the Orders dialog (a buyer who phoned, a table filled
 * at the door): the buyer's guests form, its rules and its mails; the refunded seats left out.
 */
export function OrderGuests({ order, onDone }: { order: StaffOrder; onDone: (words: string) => void }) {
  const toast = useToast()
  const seats = order.tickets.filter((ticket) => !ticket.refunded_at)
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(guestNamesFormSchema, {
    defaultValues: { guests: seats.map((t) => ({ name: t.guest_name ?? '', email: t.guest_email ?? '', note: t.guest_note ?? '' })) },
  })
  const errors = formState.errors.guests as SeatErrors
  const onSubmit = handleSubmit(async (values) => {
    const guests = values.guests.map((guest, index) => ({ ...guest, ticket_id: seats[index]!.id }))
    const result = await callApi('PUT /api/admin/ticket-orders/{id}/guests', { params: { id: order.id }, body: { guests } })
    if (!result.ok) {
      applyServerErrors(result)
      toast(result.status === 409 || result.status === 404 ? result.detail : 'Please correct the highlighted fields.', 'error')
      return
    }
    const mailed = result.data.mailed ?? 0
    // Said inside the dialog by the caller's live region (the toast, outside the modal dialog, is inert to a screen reader).
    onDone(`${order.buyer_name}’s guests are saved.${mailed ? ` ${mailed === 1 ? 'One guest is' : `${mailed} guests are`} being mailed their ticket.` : ''}`)
  })
  if (!seats.length) return null
  return (
    <details className="mt-2">
      <summary className="cursor-pointer font-semibold text-navy-800 underline">Guests…</summary>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="mt-2 space-y-3" aria-label={`Guests of ${order.buyer_name}’s order`}>
        {seats.map((seat, index) => (
          <fieldset key={seat.id} className="space-y-2 rounded border border-slate-300 p-2">
            <legend className="px-1 font-semibold">
              Seat {index + 1}: {seat.ticket}
            </legend>
            <TextField
              id={`order-${order.id}-guest-${index}-name`}
              label="Guest’s name"
              optional
              autoComplete="off"
              registration={register(`guests.${index}.name`)}
              error={errors?.[index]?.name as never}
            />
            <TextField
              id={`order-${order.id}-guest-${index}-email`}
              label="Guest’s email"
              type="email"
              optional
              autoComplete="off"
              registration={register(`guests.${index}.email`)}
              error={errors?.[index]?.email as never}
            />
            <TextField id={`order-${order.id}-guest-${index}-note`} label="Note" optional autoComplete="off" registration={register(`guests.${index}.note`)} error={errors?.[index]?.note as never} />
          </fieldset>
        ))}
        <button type="submit" className="rounded bg-navy-900 px-3 py-2 font-semibold text-white" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save guests'}
        </button>
      </form>
    </details>
  )
}
