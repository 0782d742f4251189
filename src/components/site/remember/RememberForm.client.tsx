'use client'

import { useEffect, useState } from 'react'

import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import { REMEMBRANCE_MESSAGE_MAX, REMEMBRANCE_MESSAGES } from '@/contracts/remembrances'
import { callApi } from '@/contracts/client'

import { useContractForm } from '../../forms/useContractForm'
import { navyButton } from '../../ui/buttons'
import { usePreview } from '../../ui/usePreview'
import { FieldMessage, TextArea, TextField } from '../../ui/fields'
import { Honeypot } from '../../ui/Honeypot'
import { SiteLink } from '../SiteLink'
import { ThankYouPanel } from '../ThankYouPanel.client'
import { FormProblem } from '@/components/ui/FormProblem'

/**
 * "Leave a remembrance": the shared contract, an optional photo and consent, sent as multipart.
 * It appears when the visitor asks to write, with focus on its first field; once sent, its
 * confirmation takes its place (ThankYouPanel).
 */
export function RememberForm() {
  const [done, setDone] = useState('')
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, reset, watch, formState, applyServerErrors, setFocus } = useContractForm(() => import('@/contracts/remembrances').then((m) => m.remembranceFormSchema), {
    defaultValues: { name: '', email: '', relationship: '', message: '', consent: false as unknown as true, website: '', photo: null },
  })
  const preview = usePreview(watch('photo')?.[0])
  useEffect(() => setFocus('name'), [setFocus])

  const onSubmit = handleSubmit(async (values) => {
    setFailure('')
    const form = new FormData()
    form.set('name', values.name)
    form.set('email', values.email)
    form.set('relationship', values.relationship)
    form.set('message', values.message)
    form.set('consent', 'true')
    if (values.website) form.set('website', values.website)
    const photo = values.photo?.[0]
    if (photo) form.set('photo', photo)
    const result = await callApi('POST /api/remembrances', { body: form })
    if (result.ok) {
      reset()
      setDone(result.data.message || REMEMBRANCE_MESSAGES.left)
      return
    }
    applyServerErrors(result)
    setFailure(result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : result.fields ? 'Please correct the highlighted fields.' : result.detail || 'We could not send your remembrance. Please try again.')
  })

  const e = formState.errors
  return (
    <ThankYouPanel sent={Boolean(done)} title="Remembrance sent" message={done} action="Leave another remembrance" onAgain={() => setDone('')}>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-5" aria-label="Leave a remembrance">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="remember-name" label="Your name" autoComplete="name" registration={register('name')} error={e.name} />
          <TextField
            id="remember-email"
            label="Your email (never shown)"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={e.email}
            hint="We write to you when your remembrance is on the wall."
          />
        </div>
        <TextField
          id="remember-relationship"
          label="How you knew her"
          registration={register('relationship')}
          error={e.relationship}
          hint="For example: friend, sister, colleague at the World Trade Center."
        />
        <TextArea
          id="remember-message"
          label="Your remembrance"
          rows={6}
          registration={register('message')}
          error={e.message}
          hint={`Plain text, up to ${REMEMBRANCE_MESSAGE_MAX.toLocaleString('en-US')} characters.`}
        />
        <div>
          <label htmlFor="remember-photo" className="block text-sm font-semibold text-navy-900">
            Photo <span className="font-normal text-slate-600">(optional; JPG or PNG, under 10MB)</span>
          </label>
          <input
            id="remember-photo"
            type="file"
            accept="image/jpeg,image/png"
            {...register('photo')}
            aria-invalid={Boolean(e.photo)}
            aria-describedby={e.photo ? 'remember-photo-error' : undefined}
            className="mt-1 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white"
          />
          <FieldMessage id="remember-photo" error={e.photo} />
          {preview && (
            // eslint-disable-next-line @next/next/no-img-element -- a local blob preview
            <img src={preview} alt="Preview of the selected photo" className="mt-3 max-h-48 rounded-md border border-slate-200 object-contain" />
          )}
        </div>
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              {...register('consent')}
              aria-invalid={Boolean(e.consent)}
              aria-describedby={e.consent ? 'remember-consent-error' : undefined}
              className="mt-1 h-5 w-5 accent-navy-900"
            />
            <span>
              I agree that the foundation may publish my name, how I knew her, my words and my photo on this website (see our{' '}
              <SiteLink href="/privacy" className="underline">
                Privacy Policy
              </SiteLink>
              ). My email is never shown.
            </span>
          </label>
          <FieldMessage id="remember-consent" error={e.consent} />
        </div>
        <Honeypot id="remember-website" registration={register('website')} />
        {failure && (
          <p role="alert" className="text-red-700">
            {failure}
          </p>
        )}
        <FormProblem error={formState.errors.root} />
        <button type="submit" className={`${navyButton} w-full sm:w-auto`} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending…' : 'Leave my remembrance'}
        </button>
      </form>
    </ThankYouPanel>
  )
}
