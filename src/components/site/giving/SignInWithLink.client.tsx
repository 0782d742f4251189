'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { callApi } from '@/contracts/client'
import { SIGN_IN_LINK_FAILED } from '@/contracts/donorPortalMessages'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'

import { navyButton } from '../../ui/buttons'
import { AskForSignInLink } from './AskForSignInLink.client'

/**
 * The emailed link's page: a button starts the session (a mail scanner that fetches the page uses
 * nothing up). A link that no longer works says so, with the form to ask for a new one.
 */
export function SignInWithLink({ token }: { token: string }) {
  const router = useRouter()
  const [state, setState] = useState<'ready' | 'signing-in' | 'spent' | 'failed'>('ready')
  const [failure, setFailure] = useState('')
  const spent = useRef<HTMLParagraphElement>(null)
  // The button is gone with the link: the words that say why take the focus.
  useEffect(() => {
    if (state === 'spent') spent.current?.focus()
  }, [state])
  const signIn = async () => {
    setState('signing-in')
    const result = await callApi('POST /api/donor/session', { body: { token } })
    if (result.ok) return router.replace('/giving')
    if (result.status === 404 || result.status === 422) return setState('spent')
    setFailure(result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : 'We could not sign you in. Please try again in a moment.')
    setState('failed')
  }
  if (state === 'spent')
    return (
      <div className="space-y-6 text-lg">
        <p ref={spent} tabIndex={-1} role="alert" className="rounded-lg border border-gold-300 bg-white p-4">
          {SIGN_IN_LINK_FAILED}
        </p>
        <AskForSignInLink />
      </div>
    )
  return (
    <div className="space-y-4 text-lg">
      <p>This link signs you in to your giving page on this device, for 30 days or until you sign out.</p>
      <button type="button" className={navyButton} onClick={signIn} disabled={state === 'signing-in'}>
        {state === 'signing-in' ? 'Signing in…' : 'Sign in to my giving page'}
      </button>
      {state === 'failed' && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
    </div>
  )
}
