'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'

import type { AdminEvent } from '@/contracts/events'
import { callApi } from '@/contracts/client'
import { formatCompactDateTime } from '@/lib/dates'

import { useToast } from '../ui/Toaster.client'
import { ScrollRegion } from './ScrollRegion'
import { AttendeeList } from './AttendeeList.client'
import { TicketOrders } from './door/TicketOrders.client'
import { Dialog } from '../ui/Dialog.client'
import { EventForm } from './EventForm.client'
import { useApiData } from './useApiData'

export function EventsAdmin() {
  const toast = useToast()
  const { data: events, mutate, isLoading } = useApiData('GET /api/admin/events')
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(useSearchParams().get('new') ? 'new' : null)
  const [attending, setAttending] = useState<AdminEvent | null>(null)
  const [ordersOf, setOrdersOf] = useState<AdminEvent | null>(null)

  const remove = async (event: AdminEvent) => {
    if (!window.confirm(`Delete the event “${event.title}”? This cannot be undone.`)) return
    const result = await callApi('DELETE /api/admin/events/{id}', { params: { id: event.id } })
    if (!result.ok) return toast('Failed to delete event', 'error')
    toast('Event deleted successfully', 'success')
    await mutate()
  }

  return (
    <div>
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">Events</h1>
        <button type="button" onClick={() => setEditing('new')} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white">
          New Event
        </button>
      </div>
      <ScrollRegion label="Events" className="mt-6 rounded-lg bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b bg-slate-50 text-slate-700">
            <tr>
              <th className="p-3">Title</th>
              <th className="p-3">Date</th>
              <th className="p-3">Location</th>
              <th className="p-3">RSVPs</th>
              <th className="p-3">Status</th>
              <th className="p-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {isLoading && (
              <tr>
                <td colSpan={6} className="p-3">
                  Loading…
                </td>
              </tr>
            )}
            {events?.length === 0 && (
              <tr>
                <td colSpan={6} className="p-3">
                  No events yet
                </td>
              </tr>
            )}
            {events?.map((event) => (
              <tr key={event.id} className="border-b last:border-0">
                <td className="p-3 font-semibold">{event.title}</td>
                <td className="whitespace-nowrap p-3">{formatCompactDateTime(event.start_at)}</td>
                <td className="p-3">{event.location ?? ''}</td>
                <td className="whitespace-nowrap p-3">
                  <button type="button" onClick={() => setAttending(event)} className="text-navy-800 underline">
                    <span className="sr-only">Attendees of {event.title}: </span>
                    {event.rsvp_count}
                    {event.capacity ? ` / ${event.capacity}` : ''}
                  </button>
                </td>
                <td className="p-3">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${event.is_published ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}>
                    {event.is_published ? 'Published' : 'Draft'}
                  </span>
                </td>
                <td className="space-x-3 whitespace-nowrap p-3 text-right">
                  {event.tickets.length > 0 && (
                    <>
                      <button type="button" onClick={() => setOrdersOf(event)} className="text-navy-800 underline" aria-label={`Orders of ${event.title}`}>
                        Orders
                      </button>
                      <Link href={`/admin/events/${event.id}/check-in`} className="text-navy-800 underline" aria-label={`Door check-in of ${event.title}`}>
                        Door
                      </Link>
                    </>
                  )}
                  <button type="button" onClick={() => setEditing(event)} className="text-navy-800 underline" aria-label={`Edit ${event.title}`}>
                    Edit
                  </button>
                  <button type="button" onClick={() => remove(event)} className="text-red-700 underline" aria-label={`Delete ${event.title}`}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Dialog title={ordersOf ? `Orders: ${ordersOf.title}` : ''} open={ordersOf !== null} onClose={() => setOrdersOf(null)}>
        {ordersOf && <TicketOrders event={ordersOf} />}
      </Dialog>
      <Dialog title={attending ? `Attendees: ${attending.title}` : ''} open={attending !== null} onClose={() => setAttending(null)}>
        {attending && <AttendeeList event={attending} onChanged={() => void mutate()} />}
      </Dialog>
      <Dialog title={editing === 'new' ? 'New Event' : 'Edit Event'} open={editing !== null} onClose={() => setEditing(null)}>
        <EventForm
          event={editing === 'new' ? null : editing}
          onSaved={async () => {
            // The list first: an Edit opened right after shows what was saved.
            await mutate()
            setEditing(null)
          }}
        />
      </Dialog>
    </div>
  )
}
