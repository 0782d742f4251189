'use client'

import { useState } from 'react'

import { UNSUBSCRIBED } from '@/contracts/jobs'
import { callApi } from '@/contracts/client'
import { ANNIVERSARY_UNSUBSCRIBED } from '@/contracts/mailChoiceMessages'

import { navyButton } from '../ui/buttons'

const KINDS = {
  events: {
    intro: 'We send a reminder the day before an event you RSVPed for, and a short thank-you the day after. Press the button to receive no more of them.',
    button: 'Stop event reminders',
    done: UNSUBSCRIBED,
  },
  anniversary: {
    intro: 'We write once a year, on the day of remembrance of someone you gave in the name of. Press the button to receive no more of these reminders.',
    button: 'Stop yearly reminders',
    done: ANNIVERSARY_UNSUBSCRIBED,
  },
} as const

/**
 * One button that stops a kind of mail for the address the link names (an email scanner that only
 * opens the page changes nothing): event reminders, or the yearly reminders of days of remembrance.
 */
export function StopReminders({ token, kind = 'events' }: { token: string; kind?: keyof typeof KINDS }) {
  const words = KINDS[kind]
  const [state, setState] = useState<'ready' | 'sending' | 'done' | 'failed'>('ready')
  const [failure, setFailure] = useState('')

  const stop = async () => {
    setState('sending')
    const result = kind === 'events' ? await callApi('POST /api/reminders/unsubscribe', { query: { token } }) : await callApi('POST /api/mail-choices/unsubscribe', { query: { token } })
    if (result.ok) return setState('done')
    setFailure(result.status === 429 ? 'Too many tries. Please wait a minute and try again.' : result.detail || 'Something went wrong. Please try again in a moment.')
    setState('failed')
  }

  if (state === 'done')
    return (
      <p role="status" className="rounded-lg bg-blue-50 p-4 text-lg">
        {words.done}
      </p>
    )
  return (
    <div className="space-y-4 text-lg">
      <p>{words.intro}</p>
      <button type="button" className={navyButton} onClick={stop} disabled={state === 'sending'}>
        {state === 'sending' ? 'Stopping…' : words.button}
      </button>
      {state === 'failed' && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
    </div>
  )
}
