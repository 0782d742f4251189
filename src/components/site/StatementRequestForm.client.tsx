'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import { FormProblem } from '@/components/ui/FormProblem'
import { Honeypot } from '@/components/ui/Honeypot'
import { MAIL_CAP_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'

import { usePublicForm } from '../forms/usePublicForm'
import { navyButton } from '../ui/buttons'
import { type FieldError, TextField } from '../ui/fields'
import { ThankYouPanel } from './ThankYouPanel.client'

/** A donor asks for a year's statement by email: the same answer for any address (POST /api/donations/statement). */
export function StatementRequestForm({ defaultYear }: { defaultYear: number }) {
  const [answer, setAnswer] = useState('')
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/statements').then((m) => m.statementRequestSchema), {
    defaultValues: { email: '', year: String(defaultYear), website: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    setFailure('')
    const result = await callApi('POST /api/donations/statement', { body: values })
    if (result.ok) return setAnswer(result.data.message)
    applyServerErrors(result)
    if (!result.fields) setFailure(result.status === 429 ? (result.detail === MAIL_CAP_MESSAGE ? MAIL_CAP_MESSAGE : TOO_MANY_REQUESTS_MESSAGE) : 'Failed to send your request. Please try again.')
  })
  return (
    <ThankYouPanel sent={Boolean(answer)} title="Your request is in" message={answer} action="Ask for another year" onAgain={() => setAnswer('')}>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Ask for your giving statement">
        <TextField id="statement-email" label="Email you gave with" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email} />
        <TextField
          id="statement-year"
          label="Year"
          inputMode="numeric"
          autoComplete="off"
          hint={`The year of the gifts, such as ${defaultYear}.`}
          registration={register('year')}
          error={formState.errors.year as FieldError | undefined}
        />
        <Honeypot id="statement-website" registration={register('website')} />
        {failure && (
          <p role="alert" className="text-red-700">
            {failure}
          </p>
        )}
        <FormProblem error={formState.errors.root} />
        <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending…' : 'Email me the statement'}
        </button>
      </form>
    </ThankYouPanel>
  )
}
