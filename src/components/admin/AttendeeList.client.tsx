'use client'

import type { AdminEvent } from '@/contracts/events'
import { saveFile } from '@/lib/admin/saveFile'
import { callApi, downloadApiFile } from '@/contracts/client'
import { formatCompactDateTime } from '@/lib/dates'

import { useToast } from '../ui/Toaster.client'
import { ScrollRegion } from './ScrollRegion'
import { useApiData } from './useApiData'

/** Who is coming to an event: name, email and when they RSVPed; CSV export and removal. */
export function AttendeeList({ event, onChanged }: { event: AdminEvent; onChanged: () => void }) {
  const toast = useToast()
  const { data: attendees, mutate, isLoading } = useApiData('GET /api/admin/events/{id}/attendees', { params: { id: event.id } })

  const remove = async (id: number, name: string) => {
    if (!window.confirm(`Remove ${name} from the attendees of “${event.title}”?`)) return
    const result = await callApi('DELETE /api/admin/events/{id}/attendees/{rsvpId}', { params: { id: event.id, rsvpId: id } })
    if (!result.ok) return toast('Failed to remove attendee', 'error')
    toast('Attendee removed', 'success')
    await mutate()
    onChanged()
  }
  const exportCsv = async () => {
    const file = await downloadApiFile('GET /api/admin/events/{id}/attendees.csv', { params: { id: event.id } })
    if (!file.ok) return toast('Failed to export attendees', 'error')
    saveFile(file)
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          {attendees?.length ?? event.rsvp_count} {(attendees?.length ?? event.rsvp_count) === 1 ? 'person' : 'people'} coming
          {event.capacity ? ` of ${event.capacity} places` : ''}
        </p>
        <button type="button" onClick={exportCsv} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white">
          Export CSV
        </button>
      </div>
      <ScrollRegion label="Attendees" className="max-h-[60vh]">
        <table className="w-full text-left text-sm">
          <thead className="border-b bg-slate-50 text-slate-700">
            <tr>
              <th className="p-2">Name</th>
              <th className="p-2">Email</th>
              <th className="p-2">RSVP date</th>
              <th className="p-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {isLoading && (
              <tr>
                <td colSpan={4} className="p-2">
                  Loading…
                </td>
              </tr>
            )}
            {attendees?.length === 0 && (
              <tr>
                <td colSpan={4} className="p-2">
                  No RSVPs yet
                </td>
              </tr>
            )}
            {attendees?.map((a) => (
              <tr key={a.id} className="border-b last:border-0">
                <td className="p-2">{a.name}</td>
                <td className="break-all p-2">{a.email}</td>
                <td className="whitespace-nowrap p-2">{formatCompactDateTime(a.created_at)}</td>
                <td className="p-2 text-right">
                  <button type="button" onClick={() => remove(a.id, a.name)} className="text-red-700 underline" aria-label={`Remove ${a.name}`}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  )
}
