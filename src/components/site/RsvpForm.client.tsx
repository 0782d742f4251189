'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'

import { navyButton } from '../ui/buttons'
import { TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'
import { ThankYouPanel } from './ThankYouPanel.client'
import { usePublicForm } from '../forms/usePublicForm'
import { FormProblem } from '@/components/ui/FormProblem'

/** The RSVP form; once sent, a confirmation naming the event stays in its place (the toast goes after 5 s). */
export function RsvpForm({ eventId, eventTitle }: { eventId: number; eventTitle: string }) {
  const toast = useToast()
  const [sent, setSent] = useState(false)
  const { onFocus, register, handleSubmit, reset, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/rsvp').then((m) => m.rsvpSchema), {
    defaultValues: { name: '', email: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    const result = await callApi('POST /api/events/{id}/rsvp', { params: { id: eventId }, body: values })
    if (result.ok && 'external_url' in result.data) {
      window.location.assign(result.data.external_url)
      return
    }
    if (result.ok) {
      toast('RSVP submitted successfully!', 'success')
      reset()
      setSent(true)
      return
    }
    applyServerErrors(result)
    // A full event is not a failure to try again: say so (the page shows it on its next visit).
    toast(result.status === 409 ? result.detail : 'Failed to submit RSVP. Please try again.', 'error')
  })
  return (
    <ThankYouPanel
      sent={sent}
      title="Thank you for your RSVP"
      message={`We look forward to seeing you at ${eventTitle}. A confirmation is on its way to your email.`}
      action="RSVP for someone else"
      onAgain={() => setSent(false)}
    >
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="RSVP">
        <TextField id="rsvp-name" label="Name" autoComplete="name" registration={register('name')} error={formState.errors.name} />
        <TextField id="rsvp-email" label="Email" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email} />
        <FormProblem error={formState.errors.root} />
        <button type="submit" className={`${navyButton} w-full`} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Submitting…' : 'Submit RSVP'}
        </button>
      </form>
    </ThankYouPanel>
  )
}
