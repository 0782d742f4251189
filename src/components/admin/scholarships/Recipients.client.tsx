'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import type { AdminRound, RankedApplication } from '@/contracts/scholarshipReview'

import { useSendFocus } from '../../forms/formParts'

import { useToast } from '../../ui/Toaster.client'

type Choice = { shown: boolean; line: string }
const NOT_SHOWN: Choice = { shown: false, line: '' }

/** After the decisions: which awarded applicants show on the round's page (name and school, with their consent) and a line under each. */
export function Recipients({ round, ranking, onSaved }: { round: AdminRound; ranking: RankedApplication[]; onSaved: () => Promise<unknown> }) {
  const toast = useToast()
  const awarded = ranking.filter((application) => application.decision === 'awarded')
  const [choices, setChoices] = useState<Record<number, Choice>>(() =>
    Object.fromEntries(
      awarded.map((application) => {
        const published = round.recipients.find((recipient) => recipient.application_id === application.application_id)
        return [application.application_id, { shown: Boolean(published), line: published?.line ?? '' }]
      }),
    ),
  )
  const [saving, setSaving] = useState(false)
  // Publishing disables the button, which drops the focus: it gets it back once done.
  const noteSender = useSendFocus(saving)
  const [problem, setProblem] = useState('')
  const change = (id: number, part: Partial<Choice>) => setChoices((before) => ({ ...before, [id]: { ...(before[id] ?? NOT_SHOWN), ...part } }))
  const publish = async () => {
    noteSender()
    setSaving(true)
    setProblem('')
    const recipients = awarded
      .filter((application) => choices[application.application_id]?.shown)
      .map((application) => ({ application_id: application.application_id, line: choices[application.application_id]?.line || null, consent: true as const }))
    const result = await callApi('PUT /api/admin/scholarships/{id}/recipients', { params: { id: round.id }, body: { recipients } })
    setSaving(false)
    if (!result.ok) return setProblem(result.detail || 'Failed to publish the recipients')
    toast(
      recipients.length === 0 ? 'No recipients are shown on the round’s page' : `${recipients.length} ${recipients.length === 1 ? 'recipient is' : 'recipients are'} shown on the round’s page`,
      'success',
    )
    await onSaved()
  }
  if (awarded.length === 0) return null
  return (
    <section aria-labelledby="recipients-title" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="recipients-title" className="text-lg font-bold">
        Recipients on the round’s page
      </h2>
      <p className="mt-1 text-slate-700">Show a recipient’s name and school only once they (or, under 18, a parent) have agreed.</p>
      <ul className="mt-4 space-y-4">
        {awarded.map((application) => {
          const id = application.application_id
          const choice = choices[id] ?? NOT_SHOWN
          return (
            <li key={id} className="rounded-md border border-slate-200 p-4">
              <label className="flex items-start gap-2">
                <input type="checkbox" checked={choice.shown} onChange={(event) => change(id, { shown: event.target.checked })} className="mt-1 h-4 w-4" />
                <span>
                  Show {application.name} ({application.school}): they have agreed
                </span>
              </label>
              <label htmlFor={`recipient-line-${id}`} className="mt-3 block text-sm font-semibold">
                A short line under the name<span className="font-normal text-slate-600"> (optional)</span>
                <span className="sr-only"> for {application.name}</span>
              </label>
              <input
                id={`recipient-line-${id}`}
                value={choice.line}
                maxLength={300}
                onChange={(event) => change(id, { line: event.target.value })}
                className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm"
              />
            </li>
          )
        })}
      </ul>
      {problem && (
        <p role="alert" className="mt-3 text-red-700">
          {problem}
        </p>
      )}
      <button type="button" onClick={publish} disabled={saving} className="mt-4 rounded bg-navy-900 px-4 py-2 font-semibold text-white disabled:opacity-60">
        {saving ? 'Publishing…' : 'Publish recipients'}
      </button>
    </section>
  )
}
