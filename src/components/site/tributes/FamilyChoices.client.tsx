'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'

import { usePublicForm } from '../../forms/usePublicForm'
import { navyButton } from '../../ui/buttons'
import { TextArea } from '../../ui/fields'

type Digest = 'each' | 'daily' | 'weekly'

const DIGEST_LABELS: Record<Digest, string> = {
  each: 'A card for each gift, as it comes',
  daily: 'One mail a day listing the new gifts',
  weekly: 'One mail a week listing the new gifts',
}

const loadContract = () => import('@/contracts/tributes')

/** An answer said where the eye is: a status to a screen reader, the focus left on the button. */
function Said({ text, failed }: { text: string; failed: boolean }) {
  if (!text) return null
  return (
    <p role={failed ? 'alert' : 'status'} className={failed ? 'font-semibold text-red-800' : 'rounded-md bg-blue-50 p-3 text-navy-900'}>
      {text}
    </p>
  )
}

const failureOf = (result: { status: number; detail: string }) => (result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : result.detail || 'Something went wrong. Please try again in a moment.')

/** The family's two choices from the link in their card: how they hear of gifts, and a thank-you to everyone who gave. */
export function FamilyChoices({ token, digest, honoree }: { token: string; digest: Digest; honoree: string }) {
  const [said, setSaid] = useState({ digest: '', digestFailed: false, thanks: '', thanksFailed: false })
  const choice = usePublicForm(() => loadContract().then((m) => m.familyDigestSchema), { defaultValues: { token, digest } })
  const thanks = usePublicForm(() => loadContract().then((m) => m.familyThanksSchema), { defaultValues: { token, message: '' } })

  const saveChoice = choice.handleSubmit(async (body) => {
    const result = await callApi('PUT /api/tribute-families/digest', { body })
    setSaid((now) => ({ ...now, digest: result.ok ? result.data.message : failureOf(result), digestFailed: !result.ok }))
  })
  const sendThanks = thanks.handleSubmit(async (body) => {
    const result = await callApi('POST /api/tribute-families/thanks', { body })
    if (!result.ok) thanks.applyServerErrors(result)
    setSaid((now) => ({ ...now, thanks: result.ok ? result.data.message : result.fields ? '' : failureOf(result), thanksFailed: !result.ok }))
    if (result.ok) thanks.setValue('message', '')
  })

  return (
    <div className="space-y-10">
      <form onSubmit={saveChoice} onFocus={choice.onFocus} noValidate className="space-y-4 rounded-lg bg-white p-6 shadow-sm" aria-labelledby="family-digest-title">
        <fieldset className="space-y-3">
          <legend id="family-digest-title" className="text-xl font-bold">
            How would you like to hear of gifts?
          </legend>
          {(Object.keys(DIGEST_LABELS) as Digest[]).map((value) => (
            <label key={value} className="flex items-center gap-3 text-lg">
              <input type="radio" value={value} {...choice.register('digest')} className="h-5 w-5 accent-navy-900" />
              {DIGEST_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={navyButton} disabled={choice.formState.isSubmitting}>
          {choice.formState.isSubmitting ? 'Saving…' : 'Save my choice'}
        </button>
        <Said text={said.digest} failed={said.digestFailed} />
      </form>

      <form onSubmit={sendThanks} onFocus={thanks.onFocus} noValidate className="space-y-4 rounded-lg bg-white p-6 shadow-sm" aria-labelledby="family-thanks-title">
        <h2 id="family-thanks-title" className="text-xl font-bold">
          Thank everyone who gave
        </h2>
        <p className="text-slate-700">We mail your words to each person who gave in {honoree}’s name. No one sees anyone else’s address. You can send one thank-you a day.</p>
        <TextArea id="family-thanks" label="Your thank-you" rows={5} hint="Up to 1,000 characters." registration={thanks.register('message')} error={thanks.formState.errors.message} />
        <button type="submit" className={navyButton} disabled={thanks.formState.isSubmitting}>
          {thanks.formState.isSubmitting ? 'Sending…' : 'Send my thank-you'}
        </button>
        <Said text={said.thanks} failed={said.thanksFailed} />
      </form>
    </div>
  )
}
