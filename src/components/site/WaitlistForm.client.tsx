'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import type { PublicTicket } from '@/contracts/tickets'

import { navyButton } from '../ui/buttons'
import { TextField } from '../ui/fields'
import { FormProblem } from '../ui/FormProblem'
import { Honeypot } from '../ui/Honeypot'
import { useToast } from '../ui/Toaster.client'
import { usePublicForm } from '../forms/usePublicForm'
import { ThankYouPanel } from './ThankYouPanel.client'

const loadContract = () => import('@/contracts/waitlist')
const MOST = 10
const selectClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base'

/** "Join the waitlist" for an event's sold-out tickets: freed seats are offered by mail, in turn. */
export function WaitlistForm({ eventId, tickets }: { eventId: number; tickets: PublicTicket[] }) {
  const toast = useToast()
  const [sent, setSent] = useState<string | null>(null)
  const { onFocus, register, handleSubmit, formState, reset, applyServerErrors } = usePublicForm(() => loadContract().then((m) => m.waitlistFormSchema), {
    defaultValues: { name: '', email: '', ticket: tickets[0]?.key ?? '', quantity: '1', website: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    const entry = (await loadContract()).toWaitlistEntry(values)
    const result = await callApi('POST /api/events/{id}/waitlist', { params: { id: eventId }, body: entry })
    if (result.ok) {
      reset()
      setSent(result.data.detail)
      return
    }
    applyServerErrors(result)
    toast(result.status === 409 || result.status === 429 ? result.detail : 'We could not add you to the waitlist. Please try again.', 'error')
  })
  return (
    <section aria-labelledby="waitlist-title" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h3 id="waitlist-title" className="text-lg font-bold">
        Join the waitlist
      </h3>
      <p className="mt-1 text-slate-700">If seats free up, the first in line gets an email with a link that holds them for a day.</p>
      <div className="mt-4">
        <ThankYouPanel sent={Boolean(sent)} title="You are on the waitlist" message={sent} action="Add another" onAgain={() => setSent(null)}>
          <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Join the waitlist">
            <TextField id="waitlist-name" label="Name" autoComplete="name" registration={register('name')} error={formState.errors.name} />
            <TextField id="waitlist-email" label="Email" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email} />
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="waitlist-ticket" className="block text-sm font-semibold text-navy-900">
                  Ticket
                </label>
                <select id="waitlist-ticket" {...register('ticket')} className={selectClass}>
                  {tickets.map((ticket) => (
                    <option key={ticket.key} value={ticket.key}>
                      {ticket.label}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="waitlist-quantity" className="block text-sm font-semibold text-navy-900">
                  How many
                </label>
                <select id="waitlist-quantity" {...register('quantity')} className={selectClass}>
                  {Array.from({ length: MOST }, (_, n) => (
                    <option key={n + 1} value={String(n + 1)}>
                      {n + 1}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <Honeypot id="waitlist-website" registration={register('website')} />
            <FormProblem error={formState.errors.root} />
            <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Adding you…' : 'Join the waitlist'}
            </button>
          </form>
        </ThankYouPanel>
      </div>
    </section>
  )
}
