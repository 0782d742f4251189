'use client'

import { useState } from 'react'

import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import { LINK_EXPIRED, MANAGE_LINK_SENT } from '@/contracts/donorLinkMessages'
import { callApi } from '@/contracts/client'

import { navyButton } from '../ui/buttons'
import { TextField } from '../ui/fields'
import { usePublicForm } from '../forms/usePublicForm'
import { FormProblem } from '@/components/ui/FormProblem'

/** With a link's token: a button that opens Stripe's portal. Without one (or a spent one): the email form. */
export function ManageGift({ token }: { token?: string }) {
  const [linkState, setLinkState] = useState<'ready' | 'opening' | 'spent' | 'failed'>(token ? 'ready' : 'spent')
  const [failure, setFailure] = useState('')

  const openPortal = async () => {
    if (!token) return
    setLinkState('opening')
    const result = await callApi('POST /api/donations/manage/open', { body: { token } })
    if (result.ok) return window.location.assign(result.data.url)
    if (result.status === 404 || result.status === 422) return setLinkState('spent')
    setFailure(result.status === 429 ? 'Too many tries. Please wait a minute and try again.' : result.detail || 'We could not open your gift’s page. Please try again in a moment.')
    setLinkState('failed')
  }

  if (token && linkState !== 'spent') {
    return (
      <div className="space-y-4 text-lg">
        <p>This link opens your monthly gift’s page at Stripe, our payment provider. There you can change the card or cancel the gift.</p>
        <button type="button" className={navyButton} onClick={openPortal} disabled={linkState === 'opening'}>
          {linkState === 'opening' ? 'Opening…' : 'Open my monthly gift'}
        </button>
        {linkState === 'failed' && (
          <p role="alert" className="text-red-700">
            {failure}
          </p>
        )}
      </div>
    )
  }
  return (
    <div className="space-y-6 text-lg">
      {token && (
        <p role="alert" className="rounded-lg border border-gold-300 bg-white p-4">
          {LINK_EXPIRED}
        </p>
      )}
      <AskForLink />
    </div>
  )
}

/** The donor's email: the same answer whether or not it has a gift. */
function AskForLink() {
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/donorLinks').then((m) => m.manageLinkRequestSchema), {
    defaultValues: { email: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    setFailure('')
    const result = await callApi('POST /api/donations/manage', { body: values })
    if (result.ok) return setSent(true)
    applyServerErrors(result)
    setFailure(result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : 'We could not send the link. Please try again in a moment.')
  })
  if (sent)
    return (
      <p role="status" className="rounded-lg bg-blue-50 p-4">
        {MANAGE_LINK_SENT}
      </p>
    )
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Ask for a link to manage your monthly gift">
      <p>Enter the email address you gave with your monthly gift. We will email you a link to manage it.</p>
      <TextField id="manage-email" label="Email" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email} />
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
      <FormProblem error={formState.errors.root} />
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : 'Email me a link'}
      </button>
    </form>
  )
}
