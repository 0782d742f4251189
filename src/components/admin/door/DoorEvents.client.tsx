'use client'

import Link from 'next/link'

import { formatCompactDateTime } from '@/lib/dates'

import { useApiData } from '../useApiData'

/** The events whose door the staff member may keep (the door role: today's alone), each with its counts. */
export function DoorEvents() {
  const { data, error, isLoading } = useApiData('GET /api/admin/check-in', undefined, { refreshInterval: 10_000 })
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-navy-950">Door check-in</h1>
      {isLoading && <p>Loading…</p>}
      {error && <p role="alert">The events could not be loaded. Please reload the page.</p>}
      {data?.events.length === 0 && <p>No event with tickets takes place today.</p>}
      <ul className="space-y-3">
        {data?.events.map((event) => (
          <li key={event.id} className="rounded-lg border border-slate-300 bg-white p-4">
            <Link href={`/admin/events/${event.id}/check-in`} className="text-lg font-semibold text-navy-900 underline">
              {event.title}
            </Link>
            <p className="text-sm text-slate-700">
              {formatCompactDateTime(event.start_at)} · {event.checked_in} of {event.sold} checked in
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
