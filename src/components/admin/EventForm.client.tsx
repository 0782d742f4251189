'use client'

import { eventFormSchema } from '@/contracts/adminForms'
import type { AdminEvent } from '@/contracts/events'
import { callApi } from '@/contracts/client'
import { isoToZonedLocal } from '@/lib/dates'

import { useContractForm } from '../forms/useContractForm'
import { navyButton } from '../ui/buttons'
import { TextArea, TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

/** The dialog's times are local date-times to the minute in the foundation's zone. */
export function EventForm({ event, onSaved }: { event: AdminEvent | null; onSaved: () => Promise<void> }) {
  const toast = useToast()
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(eventFormSchema, {
    defaultValues: {
      title: event?.title ?? '',
      summary: event?.summary ?? '',
      description: event?.description ?? '',
      start_at: event ? isoToZonedLocal(event.start_at) : '',
      end_at: event?.end_at ? isoToZonedLocal(event.end_at) : '',
      location: event?.location ?? '',
      external_registration_url: event?.external_registration_url ?? '',
      is_published: event?.is_published ?? false,
      capacity: event?.capacity ? String(event.capacity) : '',
    },
  })
  const onSubmit = handleSubmit(async (body) => {
    const result = event ? await callApi('PUT /api/admin/events/{id}', { params: { id: event.id }, body }) : await callApi('POST /api/admin/events', { body })
    if (!result.ok) {
      applyServerErrors(result)
      toast('Failed to save event', 'error')
      return
    }
    toast(event ? 'Event updated successfully' : 'Event created successfully', 'success')
    await onSaved()
  })
  const e = formState.errors
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Event">
      <TextField id="event-title" label="Title" registration={register('title')} error={e.title} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="event-start" label="Starts" type="datetime-local" registration={register('start_at')} error={e.start_at} />
        <TextField id="event-end" label="Ends" type="datetime-local" optional registration={register('end_at')} error={e.end_at} />
      </div>
      <TextField id="event-location" label="Location" optional registration={register('location')} error={e.location} />
      <TextField id="event-summary" label="Summary" optional registration={register('summary')} error={e.summary} />
      <TextArea id="event-description" label="Description" optional rows={4} registration={register('description')} error={e.description} />
      <TextField id="event-capacity" label="Capacity" inputMode="numeric" optional hint="Places for RSVPs; empty for no limit" registration={register('capacity')} error={e.capacity} />
      <TextField id="event-url" label="External registration URL" type="url" optional registration={register('external_registration_url')} error={e.external_registration_url} />
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" {...register('is_published')} className="h-4 w-4" /> Publish event
      </label>
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  )
}
