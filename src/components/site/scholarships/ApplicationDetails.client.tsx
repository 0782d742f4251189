'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import { FormProblem } from '@/components/ui/FormProblem'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import { type ApplicantView, SCHOLARSHIP_MESSAGES, wordCount } from '@/contracts/scholarships'

import { usePublicForm } from '../../forms/usePublicForm'
import { navyButton } from '../../ui/buttons'
import { type FieldError, TextArea, TextField } from '../../ui/fields'
import { LiveRegion } from '../../ui/LiveRegion.client'

type Props = { token: string; view: ApplicantView; editable: boolean; onSaved: (view: ApplicantView, message: string) => void }

/** The applicant's details and essay: a form until the application is submitted (or the round closes), then as sent. */
export function ApplicationDetails({ token, view, editable, onSaved }: Props) {
  return (
    <section aria-labelledby="details-title" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="details-title" className="text-2xl font-bold">
        Your details and essay
      </h2>
      <p className="mt-2 whitespace-pre-line text-slate-700">
        <span className="font-semibold">The essay: </span>
        {view.round.essay_prompt}
      </p>
      {editable ? <DetailsForm token={token} view={view} onSaved={onSaved} /> : <DetailsAsSent view={view} />}
    </section>
  )
}

function DetailsAsSent({ view }: { view: ApplicantView }) {
  const rows: [string, string][] = [
    ['Name', view.name],
    ['Email', view.email],
    ['Phone', view.phone ?? '—'],
    ['School', view.school],
    ['Year you graduate', String(view.graduation_year)],
  ]
  return (
    <>
      <dl className="mt-4 space-y-2">
        {rows.map(([term, value]) => (
          <div key={term} className="sm:flex sm:gap-3">
            <dt className="font-semibold sm:w-44 sm:shrink-0">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 font-semibold">Your essay</h3>
      <p className="mt-1 whitespace-pre-line text-slate-800">{view.essay || 'No essay.'}</p>
    </>
  )
}

function DetailsForm({ token, view, onSaved }: Omit<Props, 'editable'>) {
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, watch, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/scholarshipForms').then((m) => m.applicationEditFormSchema), {
    defaultValues: { name: view.name, phone: view.phone ?? '', school: view.school, graduation_year: String(view.graduation_year), essay: view.essay },
  })
  const words = wordCount(watch('essay') as string | undefined)
  const max = view.round.essay_max_words
  const onSubmit = handleSubmit(async (values) => {
    setFailure('')
    const result = await callApi('PUT /api/scholarships/application', { body: { token, ...values } })
    if (result.ok) return onSaved(result.data, SCHOLARSHIP_MESSAGES.saved)
    applyServerErrors(result)
    if (!result.fields) setFailure(result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : result.detail || 'We could not save your application. Please try again.')
  })
  const e = formState.errors
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="mt-5 space-y-4" aria-label="Your details and essay">
      <p className="text-sm text-slate-700">
        Email: <strong>{view.email}</strong> (where we write to you; it cannot be changed here)
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="details-name" label="Your full name" autoComplete="name" registration={register('name')} error={e.name} />
        <TextField id="details-phone" label="Phone" type="tel" autoComplete="tel" optional registration={register('phone')} error={e.phone} />
        <TextField id="details-school" label="Your school" autoComplete="organization" registration={register('school')} error={e.school} />
        <TextField id="details-year" label="Year you graduate" inputMode="numeric" registration={register('graduation_year')} error={e.graduation_year as FieldError | undefined} />
      </div>
      {/* The count describes the essay field (read with it); going over the limit is said once, politely. */}
      <TextArea
        id="details-essay"
        label="Your essay"
        rows={14}
        registration={register('essay')}
        error={e.essay}
        hint={`Up to ${max.toLocaleString('en-US')} words.`}
        alsoDescribedBy="details-essay-words"
      />
      <p id="details-essay-words" className={`text-sm ${words > max ? 'font-semibold text-red-700' : 'text-slate-700'}`} data-testid="essay-words">
        {words.toLocaleString('en-US')} of {max.toLocaleString('en-US')} words{words > max ? ': please shorten your essay' : ''}
      </p>
      <LiveRegion className="sr-only">{words > max ? `Your essay is over the limit of ${max.toLocaleString('en-US')} words: please shorten it.` : ''}</LiveRegion>
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
      <FormProblem error={e.root} />
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save my application'}
      </button>
    </form>
  )
}
