'use client'

import { useState } from 'react'

import { callApi } from '@/app/api/client'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import { type ApplicantView, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'

import { primaryButton } from '../../ui/buttons'

type Props = { token: string; ready: boolean; onSubmitted: (view: ApplicantView, message: string) => void }

/** Submit: refused with what is missing (the essay, a document, an essay too long), else done and confirmed by mail. */
export function SubmitApplication({ token, ready, onSubmitted }: Props) {
  const [problems, setProblems] = useState<string[]>([])
  const [sending, setSending] = useState(false)
  const submit = async () => {
    setSending(true)
    const result = await callApi('POST /api/scholarships/application/submit', { body: { token } })
    setSending(false)
    if (result.ok) return onSubmitted(result.data, SCHOLARSHIP_MESSAGES.submitted)
    setProblems(result.fields ? Object.values(result.fields) : [result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : result.detail])
  }
  return (
    <section aria-labelledby="submit-title" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="submit-title" className="text-2xl font-bold">Submit your application</h2>
      <p className="mt-2 text-slate-700">
        {ready ? 'Everything the round asks for is here.' : 'You can submit once nothing is missing.'} Save your details and essay first: once submitted, the
        application can no longer be changed. Your recommenders can still send their letters until the round closes.
      </p>
      <div role="alert">
        {problems.length > 0 && (
          <div className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">Your application is not complete yet:</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <button type="button" onClick={submit} className={`${primaryButton} mt-4`} disabled={sending}>
        {sending ? 'Submitting…' : 'Submit my application'}
      </button>
    </section>
  )
}
