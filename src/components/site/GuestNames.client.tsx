'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import type { OrderGuests } from '@/contracts/ticketGuests'

import { navyButton } from '../ui/buttons'
import { TextArea, TextField } from '../ui/fields'
import { FormProblem } from '../ui/FormProblem'
import { LiveRegion } from '../ui/LiveRegion.client'
import { useToast } from '../ui/Toaster.client'
import { usePublicForm } from '../forms/usePublicForm'

const formOf = (view: OrderGuests) => ({ guests: view.guests.map((g) => ({ name: g.name ?? '', email: g.email ?? '', note: g.note ?? '' })) })

/** One field set per seat: the guest's name, their email (they get their own ticket), a note for the foundation. */
export function GuestNames({ token, initial }: { token: string; initial: OrderGuests }) {
  const toast = useToast()
  const [view, setView] = useState(initial)
  const [said, setSaid] = useState('')
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/ticketGuests').then((m) => m.guestNamesFormSchema), {
    defaultValues: formOf(initial),
  })
  const errors = formState.errors.guests as Array<Record<string, { message?: string } | undefined> | undefined> | undefined

  const onSubmit = handleSubmit(async (values) => {
    const guests = values.guests.map((guest, index) => ({ ...guest, ticket_id: view.guests[index]!.ticket_id }))
    const result = await callApi('PUT /api/events/order/guests', { body: { token, guests } })
    if (!result.ok) {
      applyServerErrors(result)
      toast(result.status === 422 ? 'Please correct the highlighted fields.' : result.detail, 'error')
      return
    }
    setView(result.data)
    const mailed = result.data.mailed ?? 0
    setSaid(`Your guests are saved.${mailed ? ` ${mailed === 1 ? 'One guest is' : `${mailed} guests are`} being mailed their ticket.` : ''}`)
  })

  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-6" aria-label="Your guests">
      <p className="text-lg">
        {view.buyer_name}, name the guest of each seat below. A guest with an email gets their own ticket by mail; the note (dietary needs, a wheelchair) is for us. You can change them until the event
        starts.
      </p>
      {view.guests.map((seat, index) => (
        <fieldset key={seat.ticket_id} className="space-y-3 rounded-lg border border-slate-300 bg-white p-4">
          <legend className="px-1 font-semibold">
            Seat {index + 1}: {seat.ticket}
          </legend>
          <TextField id={`guest-${index}-name`} label="Guest’s name" optional autoComplete="off" registration={register(`guests.${index}.name`)} error={errors?.[index]?.name as never} />
          <TextField
            id={`guest-${index}-email`}
            label="Guest’s email"
            type="email"
            optional
            autoComplete="off"
            registration={register(`guests.${index}.email`)}
            error={errors?.[index]?.email as never}
          />
          <TextArea id={`guest-${index}-note`} label="Note for us" optional rows={2} registration={register(`guests.${index}.note`)} error={errors?.[index]?.note as never} />
        </fieldset>
      ))}
      <FormProblem error={formState.errors.root} />
      <LiveRegion className="rounded-md bg-green-50 p-3 text-green-900 empty:hidden">{said}</LiveRegion>
      <button type="submit" className={`${navyButton} w-full`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save guests'}
      </button>
    </form>
  )
}
