'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import { type DonorMailChoices, MAIL_CHOICE_LABELS } from '@/contracts/donorPortal'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'

import { LiveRegion } from '../../ui/LiveRegion.client'

const KINDS = Object.keys(MAIL_CHOICE_LABELS) as (keyof DonorMailChoices)[]

/** The donor's email choices: a box per kind of mail (ticked: sent), saved together, the answer announced. */
export function MailChoices({ initial }: { initial: DonorMailChoices }) {
  const [choices, setChoices] = useState(initial)
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)
  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const answer = await callApi('PUT /api/donor/mail-choices', { body: choices })
    setBusy(false)
    if (answer.ok) {
      setChoices(answer.data.mail_choices)
      return setSaid(answer.data.message)
    }
    setSaid(answer.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : answer.status === 401 ? answer.detail : 'We could not save your choices. Please try again in a moment.')
  }
  return (
    <form onSubmit={save} className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="font-semibold text-navy-900">Email me:</legend>
        {KINDS.map((kind) => (
          <label key={kind} className="flex items-start gap-3 text-base text-navy-900">
            <input type="checkbox" checked={choices[kind]} onChange={(e) => setChoices({ ...choices, [kind]: e.target.checked })} className="mt-1 h-5 w-5 shrink-0 accent-navy-900" />
            {MAIL_CHOICE_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      {/* Not disabled while saving: a disabled button loses the keyboard's focus. */}
      <button type="submit" aria-disabled={busy} className="rounded border border-navy-900 px-4 py-2 font-semibold text-navy-900 aria-disabled:opacity-60">
        {busy ? 'Saving…' : 'Save email choices'}
      </button>
      <LiveRegion className={said ? 'rounded-lg bg-blue-50 p-4 text-base' : undefined}>{said}</LiveRegion>
    </form>
  )
}
