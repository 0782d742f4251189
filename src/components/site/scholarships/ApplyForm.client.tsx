'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import { FormProblem } from '@/components/ui/FormProblem'
import { Honeypot } from '@/components/ui/Honeypot'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'

import { usePublicForm } from '../../forms/usePublicForm'
import { navyButton } from '../../ui/buttons'
import { type FieldError, FieldMessage, TextArea, TextField } from '../../ui/fields'
import { useToast } from '../../ui/Toaster.client'
import { ThankYouPanel } from '../ThankYouPanel.client'

/** The shared schema loads with the form's first use. */
const loadContract = () => import('@/contracts/scholarships')

/** The application's first step: who is applying (the essay may come later, by the mailed link). */
export function ApplyForm({ slug, essayMaxWords, consentText }: { slug: string; essayMaxWords: number; consentText: string }) {
  const toast = useToast()
  const [sent, setSent] = useState('')
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, reset, formState, applyServerErrors } = usePublicForm(() => loadContract().then((m) => m.startApplicationSchema), {
    defaultValues: { name: '', email: '', phone: '', school: '', graduation_year: '', essay: '', consent: false as unknown as true, website: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    setFailure('')
    const result = await callApi('POST /api/scholarships/{slug}/applications', { params: { slug }, body: values })
    if (result.ok) {
      reset()
      setSent(result.data.message)
      return
    }
    applyServerErrors(result)
    const problem =
      result.status === 429
        ? TOO_MANY_REQUESTS_MESSAGE
        : result.status === 409
          ? result.detail
          : result.fields
            ? 'Please correct the fields marked above.'
            : 'We could not start your application. Please try again.'
    setFailure(problem)
    toast(problem, 'error')
  })
  const e = formState.errors
  return (
    <ThankYouPanel sent={Boolean(sent)} title="Please check your email" message={sent} action="Start another application" onAgain={() => setSent('')}>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Apply for this scholarship">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="apply-name" label="Your full name" autoComplete="name" registration={register('name')} error={e.name} />
          <TextField id="apply-email" label="Email" type="email" autoComplete="email" registration={register('email')} error={e.email} hint="We send your link here." />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="apply-phone" label="Phone" type="tel" autoComplete="tel" optional registration={register('phone')} error={e.phone} />
          <TextField id="apply-year" label="Year you graduate" inputMode="numeric" registration={register('graduation_year')} error={e.graduation_year as FieldError | undefined} />
        </div>
        <TextField id="apply-school" label="Your school" autoComplete="organization" registration={register('school')} error={e.school} />
        <TextArea
          id="apply-essay"
          label="Your essay"
          optional
          rows={8}
          registration={register('essay')}
          error={e.essay}
          hint={`Up to ${essayMaxWords.toLocaleString('en-US')} words. You can also write it later, through the link we email you.`}
        />
        <Honeypot id="apply-website" registration={register('website')} />
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              {...register('consent')}
              aria-invalid={Boolean(e.consent)}
              aria-describedby={e.consent ? 'apply-consent-error' : undefined}
              className="mt-1 h-4 w-4 shrink-0 accent-navy-900"
            />
            <span>{consentText}</span>
          </label>
          <FieldMessage id="apply-consent" error={e.consent} />
        </div>
        {failure && (
          <p role="alert" className="text-red-700">
            {failure}
          </p>
        )}
        <FormProblem error={e.root} />
        <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending…' : 'Start my application'}
        </button>
      </form>
    </ThankYouPanel>
  )
}
