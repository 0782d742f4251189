'use client'

import { useState } from 'react'

import { FUNDRAISER_MESSAGES } from '@/contracts/fundraisers'
import { callApi } from '@/contracts/client'

import { navyButton } from '../../ui/buttons'

/** One button that confirms the email with the link's token (once), and what came of it. */
export function ConfirmFundraiser({ token }: { token?: string }) {
  const [state, setState] = useState<'ready' | 'sending' | 'done' | 'spent' | 'failed'>(token ? 'ready' : 'spent')
  const [failure, setFailure] = useState('')

  const confirm = async () => {
    if (!token) return
    setState('sending')
    const result = await callApi('POST /api/fundraisers/confirm', { body: { token } })
    if (result.ok) return setState('done')
    if (result.status === 404 || result.status === 422) return setState('spent')
    setFailure(result.status === 429 ? 'Too many tries. Please wait a minute and try again.' : result.detail || 'We could not confirm your page. Please try again in a moment.')
    setState('failed')
  }

  if (state === 'done')
    return (
      <p role="status" className="rounded-lg bg-blue-50 p-4 text-lg">
        {FUNDRAISER_MESSAGES.confirmed}
      </p>
    )
  if (state === 'spent') {
    return (
      <p role="alert" className="rounded-lg border border-gold-300 bg-white p-4 text-lg">
        This link has expired or was already used. If you have not confirmed your page yet, please start it again from the campaign’s page.
      </p>
    )
  }
  return (
    <div className="space-y-4 text-lg">
      <p>Press the button to confirm your email address. Our team then reviews your page before it goes live.</p>
      <button type="button" className={navyButton} onClick={confirm} disabled={state === 'sending'}>
        {state === 'sending' ? 'Confirming…' : 'Confirm my email'}
      </button>
      {state === 'failed' && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
    </div>
  )
}
