'use client'

import { useEffect, useRef, useState } from 'react'

import { callApi } from '@/contracts/client'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import { type ApplicantView, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'

import { primaryButton } from '../../ui/buttons'

type Props = { token: string; ready: boolean; onSubmitted: (view: ApplicantView, message: string) => void }

/**
 * Submit: refused with what is missing (the essay, a document, an essay too long), else done and
 * confirmed by mail. Sending disables the button, which drops the focus: a refusal takes it to the
 * list of what is missing.
 */
export function SubmitApplication({ token, ready, onSubmitted }: Props) {
  const [problems, setProblems] = useState<{ list: string[]; count: number }>({ list: [], count: 0 })
  const [sending, setSending] = useState(false)
  const summary = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (problems.count > 0) summary.current?.focus()
  }, [problems])
  const submit = async () => {
    setSending(true)
    const result = await callApi('POST /api/scholarships/application/submit', { body: { token } })
    setSending(false)
    if (result.ok) return onSubmitted(result.data, SCHOLARSHIP_MESSAGES.submitted)
    const list = result.fields ? Object.values(result.fields) : [result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : result.detail]
    setProblems((before) => ({ list, count: before.count + 1 }))
  }
  return (
    <section aria-labelledby="submit-title" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="submit-title" className="text-2xl font-bold">
        Submit your application
      </h2>
      <p className="mt-2 text-slate-700">
        {ready ? 'Everything the round asks for is here.' : 'You can submit once nothing is missing.'} Save your details and essay first: once submitted, the application can no longer be changed. Your
        recommenders can still send their letters until the round closes.
      </p>
      <div role="alert">
        {problems.list.length > 0 && (
          <div ref={summary} tabIndex={-1} className="mt-3 scroll-mt-24 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">Your application is not complete yet:</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.list.map((problem) => (
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
