'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { callApi } from '@/contracts/client'
import { SIGN_IN_LINK_FAILED, SIGN_IN_LINK_SENT } from '@/contracts/donorPortal'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'

import { navyButton } from '../../ui/buttons'
import { TextField } from '../../ui/fields'
import { FormProblem } from '../../ui/FormProblem'
import { Honeypot } from '../../ui/Honeypot'
import { LiveRegion } from '../../ui/LiveRegion.client'
import { usePublicForm } from '../../forms/usePublicForm'

/**
 * The emailed link's page: a button starts the session (a mail scanner that fetches the page uses
 * nothing up). A link that no longer works says so, with the form to ask for a new one.
 */
export function SignInWithLink({ token }: { token: string }) {
  const router = useRouter()
  const [state, setState] = useState<'ready' | 'signing-in' | 'spent' | 'failed'>('ready')
  const [failure, setFailure] = useState('')
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
        <p role="alert" className="rounded-lg border border-gold-300 bg-white p-4">
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

/** The donor's email: the same answer whether or not the foundation holds anything under it. */
export function AskForSignInLink() {
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/donorPortal').then((m) => m.donorSignInFormSchema), {
    defaultValues: { email: '', website: '' },
  })
  const onSubmit = handleSubmit(async ({ email, website }) => {
    setFailure('')
    const result = await callApi('POST /api/donor/sign-in', { body: { email, ...(website ? { website } : {}) } })
    if (result.ok) return setSent(true)
    applyServerErrors(result)
    setFailure(result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : result.status === 400 ? result.detail : 'We could not send the link. Please try again in a moment.')
  })
  return (
    <>
      <LiveRegion className={sent ? 'rounded-lg bg-blue-50 p-4' : undefined}>{sent ? SIGN_IN_LINK_SENT : ''}</LiveRegion>
      {!sent && (
        <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Ask for a sign-in link">
          <p>Enter the email address you give with. We will email you a link that signs you in: no password needed.</p>
          <TextField id="giving-email" label="Email" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email} />
          <Honeypot id="giving-website" registration={register('website')} />
          {failure && (
            <p role="alert" className="text-red-700">
              {failure}
            </p>
          )}
          <FormProblem error={formState.errors.root} />
          <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending…' : 'Email me a sign-in link'}
          </button>
        </form>
      )}
    </>
  )
}
