'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import { FormProblem } from '@/components/ui/FormProblem'
import { Honeypot } from '@/components/ui/Honeypot'
import { LiveRegion } from '@/components/ui/LiveRegion.client'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'

import { usePublicForm } from '../../forms/usePublicForm'
import { navyButton } from '../../ui/buttons'
import { TextField } from '../../ui/fields'

/** A fresh continue link, asked for with the email: the same answer for any address. */
export function LostLinkForm({ slug }: { slug: string }) {
  const [answer, setAnswer] = useState('')
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/scholarships').then((m) => m.applicationLinkRequestSchema), {
    defaultValues: { email: '', website: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    setFailure('')
    setAnswer('')
    const result = await callApi('POST /api/scholarships/{slug}/link', { params: { slug }, body: values })
    if (result.ok) return setAnswer(result.data.message)
    applyServerErrors(result)
    if (!result.fields) setFailure(result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : 'We could not send the link. Please try again in a moment.')
  })
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Ask for a fresh link to your application">
      <p className="text-slate-700">Enter the email you applied with. We email you a fresh link to continue your application.</p>
      <TextField id="lost-link-email" label="Email you applied with" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email} />
      <Honeypot id="lost-link-website" registration={register('website')} />
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
      <FormProblem error={formState.errors.root} />
      <LiveRegion>{answer && <p className="rounded-lg bg-blue-50 p-4">{answer}</p>}</LiveRegion>
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : 'Email me a fresh link'}
      </button>
    </form>
  )
}
