'use client'

import { useEffect, useRef, useState } from 'react'

import { type DonorNoteOut, donorNoteBodySchema } from '@/contracts/donors'
import { callApi } from '@/contracts/client'
import { formatCompactDateTime } from '@/lib/dates'

import { useContractForm } from '../forms/useContractForm'
import { TextArea } from '../ui/fields'
import { LiveRegion } from '../ui/LiveRegion.client'
import { useToast } from '../ui/Toaster.client'

const noteCount = (n: number) => `${n} ${n === 1 ? 'note' : 'notes'}`

/** Staff notes on a donor, newest first: plain text, shown as text. Adding one says so and focuses the status. */
export function DonorNotes({ donorId, notes, onAdded }: { donorId: number; notes: DonorNoteOut[]; onAdded: () => Promise<unknown> }) {
  const toast = useToast()
  const [said, setSaid] = useState('')
  const [added, setAdded] = useState(0)
  const status = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (added) status.current?.focus()
  }, [added])
  const { onFocus, register, handleSubmit, formState, reset, applyServerErrors } = useContractForm(donorNoteBodySchema, { defaultValues: { text: '' } })
  const onSubmit = handleSubmit(async (body) => {
    const result = await callApi('POST /api/admin/donors/{id}/notes', { params: { id: donorId }, body })
    if (!result.ok) {
      applyServerErrors(result)
      toast(result.status === 422 ? result.detail : 'Failed to add the note', 'error')
      return
    }
    reset({ text: '' })
    await onAdded()
    setSaid(`Note added. ${noteCount(notes.length + 1)}.`)
    setAdded((n) => n + 1)
  })
  return (
    <section aria-labelledby="donor-notes" className="mt-8">
      <h2 id="donor-notes" className="text-xl font-bold">
        Notes
      </h2>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="mt-3 max-w-xl space-y-3" aria-label="New note">
        <TextArea id="donor-note" label="Add a note" hint="Plain text, seen by fundraising staff only" rows={3} registration={register('text')} error={formState.errors.text} />
        <button type="submit" disabled={formState.isSubmitting} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white disabled:opacity-60">
          {formState.isSubmitting ? 'Adding…' : 'Add note'}
        </button>
      </form>
      <LiveRegion ref={status} className="mt-3 text-sm font-semibold">
        {said}
      </LiveRegion>
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No notes yet.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-white p-3 shadow-sm">
              <p className="text-xs text-slate-700">
                {note.by}, {formatCompactDateTime(note.at)}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{note.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
