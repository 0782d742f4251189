'use client'

import Link from 'next/link'
import { useCallback, useRef, useState } from 'react'

import type { DoorGuest } from '@/contracts/door'
import { callApi } from '@/contracts/client'
import { formatTime } from '@/lib/dates'

import { LiveRegion } from '../../ui/LiveRegion.client'
import { useApiData } from '../useApiData'
import { QrScanner } from './QrScanner.client'

type Outcome = { tone: 'in' | 'already' | 'problem'; text: string }

const guestName = (guest: DoorGuest) => guest.guest_name ?? guest.buyer_name

/**
 * An event's door, made for a phone: the counts (refreshed every few seconds, so every door phone
 * agrees), a search by name or code, one tap to check a guest in, and the camera to scan a ticket.
 * Each outcome is said in the live region; after a tap, focus returns to the search for the next guest.
 */
export function DoorCheckIn({ id }: { id: number }) {
  const [query, setQuery] = useState('')
  const [searched, setSearched] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [scanning, setScanning] = useState(false)
  const search = useRef<HTMLInputElement>(null)
  const counts = useApiData('GET /api/admin/events/{id}/check-in', { params: { id } }, { refreshInterval: 3_000 })
  const found = useApiData('GET /api/admin/events/{id}/check-in', { params: { id }, query: { q: searched } }, { enabled: searched !== '' })

  const checkIn = useCallback(
    async (code: string) => {
      const result = await callApi('POST /api/admin/events/{id}/check-in', { params: { id }, body: { code } })
      if (result.ok) setOutcome({ tone: 'in', text: `Checked in: ${result.data.guest}, ${result.data.ticket}.` })
      else if (result.status === 409) setOutcome({ tone: 'already', text: result.detail })
      else if (result.status === 404) setOutcome({ tone: 'problem', text: 'This is not a ticket for this event.' })
      else if (result.status === 422) setOutcome({ tone: 'problem', text: result.fields?.code ?? result.detail })
      else setOutcome({ tone: 'problem', text: `The check-in did not go through (${result.detail}). Please try again.` })
      await Promise.all([counts.mutate(), found.mutate()])
    },
    [id, counts, found],
  )

  const tap = async (guest: DoorGuest) => {
    await checkIn(guest.code)
    search.current?.focus()
    search.current?.select()
  }

  const event = counts.data?.event
  if (counts.error) {
    const detail = (counts.error as { detail?: string }).detail
    return (
      <div className="space-y-4">
        <h1 className="font-serif text-3xl text-navy-950">Door check-in</h1>
        <p role="alert">{detail ?? 'This door could not be opened. Please reload the page.'}</p>
        <Link href="/admin/check-in" className="underline">
          Today’s events
        </Link>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-xl space-y-5">
      <div>
        <Link href="/admin/check-in" className="text-sm underline">
          Today’s events
        </Link>
        <h1 className="font-serif text-3xl text-navy-950">{event ? event.title : 'Door check-in'}</h1>
        <p className="text-lg" aria-live="off">
          {event ? `${event.checked_in} of ${event.sold} checked in` : 'Loading…'}
        </p>
      </div>

      <LiveRegion
        className={`rounded-lg p-4 text-lg font-semibold empty:hidden ${outcome?.tone === 'in' ? 'bg-green-100 text-green-900' : outcome?.tone === 'already' ? 'bg-amber-100 text-amber-950' : 'bg-red-100 text-red-900'}`}
      >
        {outcome?.text}
      </LiveRegion>

      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          setSearched(query.trim())
        }}
      >
        <label htmlFor="door-search" className="sr-only">
          Name or ticket code
        </label>
        <input
          id="door-search"
          ref={search}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Name or ticket code"
          autoComplete="off"
          maxLength={100}
          className="min-w-0 flex-1 rounded border border-slate-500 px-3 py-3 text-lg"
        />
        <button type="submit" className="rounded bg-navy-900 px-5 py-3 font-semibold text-white">
          Find
        </button>
      </form>

      <button type="button" onClick={() => setScanning((on) => !on)} aria-expanded={scanning} className="w-full rounded border-2 border-navy-900 px-5 py-3 font-semibold text-navy-900">
        {scanning ? 'Stop scanning' : 'Scan a ticket'}
      </button>
      {scanning && <QrScanner onCode={checkIn} onProblem={(text) => setOutcome({ tone: 'problem', text })} />}

      {searched && (
        <section aria-labelledby="door-results">
          <h2 id="door-results" className="text-xl font-semibold">
            {found.isLoading ? 'Searching…' : `${found.data?.guests.length ?? 0} found for “${searched}”`}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200">
            {found.data?.guests.map((guest) => (
              <li key={guest.code} className="flex items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold">{guestName(guest)}</p>
                  <p className="text-sm text-slate-700">
                    {guest.ticket}
                    {guest.guest_name && guest.guest_name !== guest.buyer_name ? ` · bought by ${guest.buyer_name}` : ''}
                  </p>
                </div>
                {guest.checked_in_at ? (
                  <p className="text-sm text-slate-700">In at {formatTime(guest.checked_in_at)}</p>
                ) : (
                  <button type="button" onClick={() => tap(guest)} className="shrink-0 rounded bg-green-800 px-4 py-3 font-semibold text-white">
                    Check in<span className="sr-only"> {guestName(guest)}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
