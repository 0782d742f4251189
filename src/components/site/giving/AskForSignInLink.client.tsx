'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import { SIGN_IN_LINK_SENT } from '@/contracts/donorPortalMessages'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'

import { usePublicForm } from '../../forms/usePublicForm'
import { navyButton } from '../../ui/buttons'
import { TextField } from '../../ui/fields'
import { FormProblem } from '../../ui/FormProblem'
import { Honeypot } from '../../ui/Honeypot'
import { LiveRegion } from '../../ui/LiveRegion.client'

/** The donor's email: the same answer whether or not the foundation holds anything under it. Its page says what it is for (SIGN_IN_INTRO). */
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
