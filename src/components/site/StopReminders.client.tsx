'use client'

import { useState } from 'react'

import { UNSUBSCRIBED } from '@/contracts/jobs'
import { callApi } from '@/contracts/client'

import { navyButton } from '../ui/buttons'

/** One button that stops event reminders for the address the link names (an email scanner that only opens the page changes nothing). */
export function StopReminders({ token }: { token: string }) {
  const [state, setState] = useState<'ready' | 'sending' | 'done' | 'failed'>('ready')
  const [failure, setFailure] = useState('')

  const stop = async () => {
    setState('sending')
    const result = await callApi('POST /api/reminders/unsubscribe', { query: { token } })
    if (result.ok) return setState('done')
    setFailure(result.status === 429 ? 'Too many tries. Please wait a minute and try again.' : result.detail || 'Something went wrong. Please try again in a moment.')
    setState('failed')
  }

  if (state === 'done')
    return (
      <p role="status" className="rounded-lg bg-blue-50 p-4 text-lg">
        {UNSUBSCRIBED}
      </p>
    )
  return (
    <div className="space-y-4 text-lg">
      <p>We send a reminder the day before an event you RSVPed for, and a short thank-you the day after. Press the button to receive no more of them.</p>
      <button type="button" className={navyButton} onClick={stop} disabled={state === 'sending'}>
        {state === 'sending' ? 'Stopping…' : 'Stop event reminders'}
      </button>
      {state === 'failed' && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
    </div>
  )
}
