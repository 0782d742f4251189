'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import { FormProblem } from '@/components/ui/FormProblem'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import { type ApplicantView, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'
import { formatLongDate } from '@/lib/dates'

import { usePublicForm } from '../../forms/usePublicForm'
import { navyButton } from '../../ui/buttons'
import { TextField } from '../../ui/fields'

type Asked = (view: ApplicantView, message: string) => void

/** The recommenders asked, whether each letter arrived (never what it says), and the form to ask one more. */
export function Recommenders({ token, view, timeZone, onAsked }: { token: string; view: ApplicantView; timeZone: string; onAsked: Asked }) {
  const required = view.round.recommendations_required
  return (
    <section aria-labelledby="recommenders-title" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="recommenders-title" className="text-2xl font-bold">
        Recommendation letters
      </h2>
      <p className="mt-2 text-slate-700">
        This round asks for {required === 1 ? 'one letter' : `${required} letters`}. We email each person you name a link to write or upload their letter; you will see here when it arrives, but not
        what it says.
      </p>
      {view.recommendations.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200" data-testid="recommendations">
          {view.recommendations.map((recommendation) => (
            <li key={recommendation.email} className="flex flex-wrap justify-between gap-2 p-3">
              <span>
                <span className="font-semibold">{recommendation.name}</span> <span className="break-all text-slate-700">({recommendation.email})</span>
              </span>
              <span className={recommendation.status === 'received' ? 'font-semibold text-green-800' : 'text-slate-700'}>
                {recommendation.status === 'received' ? `Letter received${recommendation.received_at ? ` on ${formatLongDate(recommendation.received_at, timeZone)}` : ''}` : 'Asked; no letter yet'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {view.open && view.recommenders_to_ask > 0 && <AskRecommender token={token} onAsked={onAsked} />}
    </section>
  )
}

function AskRecommender({ token, onAsked }: { token: string; onAsked: Asked }) {
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, reset, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/scholarshipForms').then((m) => m.recommenderFormSchema), {
    defaultValues: { name: '', email: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    setFailure('')
    const result = await callApi('POST /api/scholarships/application/recommenders', { body: { token, ...values } })
    if (result.ok) {
      reset()
      return onAsked(result.data, SCHOLARSHIP_MESSAGES.recommenderAsked)
    }
    applyServerErrors(result)
    if (!result.fields) setFailure(result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : result.detail)
  })
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="mt-5 space-y-4" aria-label="Ask a recommender">
      <h3 className="text-lg font-semibold">Ask a recommender</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="recommender-name" label="Recommender’s name" registration={register('name')} error={formState.errors.name} />
        <TextField id="recommender-email" label="Recommender’s email" type="email" registration={register('email')} error={formState.errors.email} />
      </div>
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
      <FormProblem error={formState.errors.root} />
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : 'Ask for a letter'}
      </button>
    </form>
  )
}
