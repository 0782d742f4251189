'use client'

import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import { callApi, downloadApiFile } from '@/contracts/client'
import { formatShortDate } from '@/lib/dates'
import { saveFile } from '@/lib/admin/saveFile'
import { formatDollars } from '@/lib/money'

import { LiveRegion } from '../ui/LiveRegion.client'
import { useToast } from '../ui/Toaster.client'
import { useApiData } from './useApiData'

const dayOf = (at: string) => formatShortDate(/^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T12:00:00Z` : at)
const letters = (n: number) => `${n} letter${n === 1 ? '' : 's'}`

/**
 * The dashboard's letters to post: gifts that succeeded without an email (most checks), whose
 * acknowledgement nobody sent yet. Staff print each one's PDF, post it, then record it posted;
 * the gift leaves the list, and focus goes to the sentence that says so.
 */
export function LettersToPost() {
  const toast = useToast()
  const { data, mutate } = useApiData('GET /api/donations/to-acknowledge')
  const [said, setSaid] = useState('')
  const status = useRef<HTMLDivElement>(null)

  const print = async (id: number) => {
    const file = await downloadApiFile('GET /api/donations/{id}/acknowledgement.pdf', { params: { id } })
    if (!file.ok) return toast('Failed to make the letter', 'error')
    saveFile(file)
  }
  const posted = async (id: number, donor: string) => {
    const result = await callApi('POST /api/donations/{id}/acknowledgement/posted', { params: { id } })
    if (!result.ok) return toast(result.status === 409 ? result.detail : 'Failed to record the letter posted', 'error')
    const left = await mutate()
    // The sentence is on the page before focus moves to it: the button pressed is gone with its gift.
    flushSync(() => setSaid(`Letter to ${donor} recorded as posted. ${letters(left?.count ?? 0)} left to post.`))
    status.current?.focus()
  }

  return (
    <section aria-labelledby="letters-to-post" className="mt-4 rounded-lg bg-white p-5 shadow-sm">
      <h2 id="letters-to-post" className="text-sm font-normal text-slate-600">
        Letters to post
      </h2>
      <p className="mt-1 text-3xl font-bold text-navy-900">{data ? data.count : '…'}</p>
      <p className="text-sm text-slate-700">Gifts without an email address: print each thank-you letter, post it, then record it posted.</p>
      <LiveRegion ref={status} className="mt-2 text-sm font-semibold text-navy-900 empty:hidden">
        {said}
      </LiveRegion>
      {data && data.items.length > 0 && (
        <ul className="mt-3 divide-y text-sm">
          {data.items.map((gift) => {
            const donor = gift.donor_name || 'Anonymous'
            return (
              <li key={gift.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {formatDollars(gift.amount_cents)} from {donor}, {dayOf(gift.at)} ({gift.how})
                </span>
                <span className="flex gap-3">
                  <button
                    type="button"
                    onClick={() => print(gift.id)}
                    className="font-semibold text-navy-800 underline"
                    aria-label={`Letter (PDF) for ${donor}’s gift of ${formatDollars(gift.amount_cents)}`}
                  >
                    Letter (PDF)
                  </button>
                  <button type="button" onClick={() => posted(gift.id, donor)} className="font-semibold text-navy-800 underline" aria-label={`Record posted: ${donor}’s letter`}>
                    Record posted
                  </button>
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
