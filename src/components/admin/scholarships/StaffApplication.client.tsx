'use client'

import { useEffect, useRef, useState } from 'react'

import { callApi, downloadApiFile } from '@/contracts/client'
import { LiveRegion } from '@/components/ui/LiveRegion.client'
import type { StaffApplication as Application, StaffLetter } from '@/contracts/scholarshipReview'
import { saveFile } from '@/lib/admin/saveFile'
import { formatDateTime, formatLongDate } from '@/lib/dates'

import { useToast } from '../../ui/Toaster.client'
import { useApiData } from '../useApiData'

/** One application as admins read it (in the ranking's dialog): who applied, the essay, every document and letter with its writer. */
export function StaffApplication({ roundId, applicationId }: { roundId: number; applicationId: number }) {
  const { data: applications, error } = useApiData('GET /api/admin/scholarships/{id}/applications', { params: { id: roundId } })
  const application = applications?.find((each) => each.id === applicationId)
  if (error)
    return (
      <p role="alert" className="text-red-700">
        The application could not be loaded. Please try again.
      </p>
    )
  if (!application) return <p>Loading…</p>
  return <ApplicationDetails application={application} />
}

function ApplicationDetails({ application }: { application: Application }) {
  const toast = useToast()
  const open = async (fileId: number, what: string) => {
    const file = await downloadApiFile('GET /api/review/files/{id}', { params: { id: fileId } })
    if (!file.ok) return toast(`Failed to open ${what}: ${file.detail}`, 'error')
    saveFile(file)
  }
  const rows: [string, string][] = [
    ['Name', application.name],
    ['Email', application.email ?? 'deleted (retention)'],
    ['Phone', application.phone ?? '—'],
    ['School', application.school],
    ['Graduates', application.graduation_year === null ? 'deleted (retention)' : String(application.graduation_year)],
    ['Submitted', application.submitted_at ? formatDateTime(application.submitted_at) : 'Not submitted'],
  ]
  return (
    <div className="space-y-4 text-sm">
      <p className="font-semibold">Application {application.code}</p>
      <dl className="space-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="flex gap-3">
            <dt className="w-24 shrink-0 font-semibold">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="staff-essay">
        <h3 id="staff-essay" className="font-bold">
          Essay
        </h3>
        <p className="mt-1 whitespace-pre-line">{application.essay || 'No essay.'}</p>
      </section>
      {application.files_deleted_at && <p>Its documents and letters were deleted on {formatLongDate(application.files_deleted_at)} (retention).</p>}
      <section aria-labelledby="staff-documents">
        <h3 id="staff-documents" className="font-bold">
          Documents
        </h3>
        {application.documents.length === 0 ? (
          <p className="mt-1">None uploaded.</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {application.documents.map((document) => (
              <li key={document.key}>
                <button type="button" onClick={() => open(document.file_id, document.label)} className="text-navy-800 underline">
                  Open {document.label} (PDF)
                </button>
                {document.reviewers_see && <span className="text-slate-600"> · reviewers see it</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="staff-letters">
        <h3 id="staff-letters" className="font-bold">
          Recommendation letters
        </h3>
        {application.letters.length === 0 ? (
          <p className="mt-1">{application.files_deleted_at ? 'Deleted with their writers (retention).' : 'No recommender asked.'}</p>
        ) : (
          <ul className="mt-1 space-y-3">
            {application.letters.map((letter) => (
              <li key={letter.id}>
                <p className="font-semibold">
                  {letter.recommender_name} ({letter.recommender_email}):{' '}
                  {letter.status === 'received' ? `received${letter.received_at ? ` ${formatLongDate(letter.received_at)}` : ''}` : 'not received yet'}
                </p>
                {letter.text && <TypedLetter letter={letter} />}
                {letter.file_id !== null && (
                  <>
                    <button type="button" onClick={() => open(letter.file_id!, `${letter.recommender_name}’s letter`)} className="mt-1 text-navy-800 underline">
                      Open {letter.recommender_name}’s letter (PDF)
                    </button>
                    <p className="text-slate-600">A PDF letter is not searched for names: reviewers open it too, so check it yourself.</p>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

const quote = 'mt-1 whitespace-pre-line border-l-2 border-gold-300 pl-3'

/**
 * A typed letter: as written, the names found in what reviewers read (flagged), and the admin's
 * redaction: the text reviewers read instead, with names taken out; the original stays here.
 */
function TypedLetter({ letter: initial }: { letter: StaffLetter }) {
  const [letter, setLetter] = useState(initial)
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState('')
  const [said, setSaid] = useState('')
  const toggle = useRef<HTMLButtonElement>(null)
  const area = useRef<HTMLTextAreaElement>(null)
  // Focus moves once React has shown the control (a frame's wait raced the render: the button was not there yet).
  const [focusOn, setFocusOn] = useState<{ control: 'toggle' | 'area'; turn: number } | null>(null)
  const focusAfterRender = (control: 'toggle' | 'area') => setFocusOn((last) => ({ control, turn: (last?.turn ?? 0) + 1 }))
  useEffect(() => {
    if (focusOn) (focusOn.control === 'toggle' ? toggle : area).current?.focus()
  }, [focusOn])
  const who = letter.recommender_name
  const found = letter.names_found ?? []
  const start = () => {
    setDraft(letter.redacted_text ?? letter.text ?? '')
    setProblem('')
    setSaid('')
    setEditing(true)
    focusAfterRender('area')
  }
  const save = async (text: string | null) => {
    setSending(true)
    setProblem('')
    const result = await callApi('PUT /api/admin/scholarships/letters/{id}/redaction', { params: { id: letter.id }, body: { text } })
    setSending(false)
    if (!result.ok) return setProblem(result.fields?.text ?? result.detail ?? 'The redaction could not be saved. Please try again.')
    setLetter(result.data)
    setEditing(false)
    setSaid(result.data.redacted_text === null ? 'Reviewers read the letter as written.' : 'Saved: reviewers read the redacted letter.')
    focusAfterRender('toggle')
  }
  return (
    <div className="mt-1 space-y-2">
      <p className={found.length ? 'font-semibold text-red-700' : 'text-slate-600'}>
        {found.length ? `Names reviewers would read: ${found.join(', ')}. Redact them below.` : 'No names of the applicant, their school or the writer found in what reviewers read.'}
      </p>
      <p className="font-semibold">As written{letter.redacted_text !== null && ' (admins only)'}</p>
      <blockquote className={quote}>{letter.text}</blockquote>
      {letter.redacted_text !== null && (
        <>
          <p className="font-semibold">As reviewers read it (redacted)</p>
          <blockquote className={quote}>{letter.redacted_text}</blockquote>
        </>
      )}
      <LiveRegion>{said}</LiveRegion>
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void save(draft)
          }}
          className="space-y-2"
          aria-label={`Redact ${who}’s letter`}
        >
          <label htmlFor={`redaction-${letter.id}`} className="block font-semibold">
            The letter as reviewers will read it (take out names and schools)
          </label>
          <textarea
            id={`redaction-${letter.id}`}
            ref={area}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            rows={10}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `redaction-${letter.id}-problem` : undefined}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm"
          />
          {problem && (
            <p id={`redaction-${letter.id}-problem`} role="alert" className="text-red-700">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={sending} className="rounded bg-navy-900 px-3 py-1.5 font-semibold text-white disabled:opacity-60">
              {sending ? 'Saving…' : 'Save for reviewers'}
            </button>
            <button
              type="button"
              onClick={() => {
                setEditing(false)
                focusAfterRender('toggle')
              }}
              className="rounded border border-slate-300 px-3 py-1.5"
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button ref={toggle} type="button" onClick={start} className="text-navy-800 underline">
            {letter.redacted_text === null ? `Redact ${who}’s letter for reviewers` : `Change the redaction of ${who}’s letter`}
          </button>
          {letter.redacted_text !== null && (
            <button type="button" onClick={() => void save(null)} disabled={sending} className="text-navy-800 underline">
              Show reviewers the letter as written
            </button>
          )}
          {problem && (
            <p role="alert" className="text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
