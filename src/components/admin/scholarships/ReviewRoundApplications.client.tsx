'use client'

import { useEffect, useRef, useState } from 'react'

import { downloadApiFile } from '@/contracts/client'
import type { BlindApplication, ReviewRound } from '@/contracts/scholarshipReview'
import { saveFile } from '@/lib/admin/saveFile'
import { formatLongDate } from '@/lib/dates'

import { useToast } from '../../ui/Toaster.client'
import { useApiData } from '../useApiData'
import { ScoreForm } from './ScoreForm.client'

/** A round's submitted applications, blind, one at a time: essay, letters, documents, and the reviewer's own score. */
export function ReviewRoundApplications({ round, onBack }: { round: ReviewRound; onBack: () => void }) {
  const { data: applications, mutate, error } = useApiData('GET /api/review/scholarships/{id}/applications', { params: { id: round.id } })
  const [index, setIndex] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  const title = useRef<HTMLHeadingElement>(null)
  // Opened from the list, whose button is gone: the focus goes to this view's heading.
  useEffect(() => title.current?.focus(), [])
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    heading.current?.focus()
  }, [index])
  const go = (to: number) => {
    moved.current = true
    setIndex(to)
  }
  const count = applications?.length ?? 0
  const current = applications?.[Math.min(index, Math.max(0, count - 1))]
  return (
    <div className="space-y-6">
      <p>
        <button type="button" onClick={onBack} className="text-navy-800 underline">
          ← All rounds
        </button>
      </p>
      <h1 ref={title} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold">
        Review: {round.title}
      </h1>
      {error && (
        <p role="alert" className="text-red-700">
          The applications could not be loaded. Please reload the page.
        </p>
      )}
      {applications && count === 0 && <p className="rounded-lg bg-white p-5 shadow-sm">No applications for you to review in this round.</p>}
      {current && (
        <>
          <nav aria-label="Applications" className="flex flex-wrap items-center justify-between gap-3">
            <button type="button" onClick={() => go(index - 1)} disabled={index === 0} className="rounded border border-navy-900 px-3 py-1.5 font-semibold text-navy-900 disabled:opacity-50">
              ← Previous
            </button>
            <span>
              Application {Math.min(index, count - 1) + 1} of {count}
            </span>
            <button type="button" onClick={() => go(index + 1)} disabled={index >= count - 1} className="rounded border border-navy-900 px-3 py-1.5 font-semibold text-navy-900 disabled:opacity-50">
              Next →
            </button>
          </nav>
          <article aria-labelledby="application-code" className="space-y-6">
            <h2 id="application-code" ref={heading} tabIndex={-1} className="scroll-mt-24 text-xl font-bold">
              Application {current.code}
            </h2>
            <BlindApplicationView round={round} application={current} />
            <ScoreForm
              key={current.id}
              round={round}
              application={current}
              onSaved={async () => {
                await mutate()
                // A conflict takes the application off the list: focus goes to the one now shown.
                requestAnimationFrame(() => {
                  if (!document.activeElement || document.activeElement === document.body) heading.current?.focus()
                })
              }}
            />
          </article>
        </>
      )}
    </div>
  )
}

function BlindApplicationView({ round, application }: { round: ReviewRound; application: BlindApplication }) {
  const toast = useToast()
  const open = async (fileId: number, what: string) => {
    const file = await downloadApiFile('GET /api/review/files/{id}', { params: { id: fileId } })
    if (!file.ok) return toast(`Failed to open ${what}: ${file.detail}`, 'error')
    saveFile(file)
  }
  return (
    <>
      <section aria-labelledby="essay-title" className="rounded-lg bg-white p-5 shadow-sm">
        <h3 id="essay-title" className="text-lg font-bold">
          Essay
        </h3>
        <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{round.essay_prompt}</p>
        <p className="mt-3 whitespace-pre-line leading-relaxed" data-testid="review-essay">
          {application.essay}
        </p>
        <p className="mt-3 text-sm text-slate-700">
          {application.graduation_year === null ? 'Graduation year deleted' : `Graduates in ${application.graduation_year}`}
          {application.submitted_at && ` · submitted ${formatLongDate(application.submitted_at)}`}
        </p>
      </section>
      <section aria-labelledby="letters-title" className="rounded-lg bg-white p-5 shadow-sm">
        <h3 id="letters-title" className="text-lg font-bold">
          Recommendation letters
        </h3>
        {application.letters.length === 0 ? (
          <p className="mt-2 text-slate-700">No letter has arrived.</p>
        ) : (
          <ul className="mt-2 space-y-4">
            {application.letters.map((letter, number) => (
              <li key={number}>
                <p className="text-sm font-semibold">
                  Letter {number + 1}
                  {letter.received_at && `, received ${formatLongDate(letter.received_at)}`}
                </p>
                {letter.text && (
                  <blockquote className="mt-1 whitespace-pre-line border-l-2 border-gold-300 pl-3" data-testid="review-letter">
                    {letter.text}
                  </blockquote>
                )}
                {letter.file_id !== null && (
                  <button type="button" onClick={() => open(letter.file_id!, `letter ${number + 1}`)} className="mt-1 text-navy-800 underline">
                    Open letter {number + 1} (PDF)
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {round.documents.length > 0 && (
        <section aria-labelledby="documents-title" className="rounded-lg bg-white p-5 shadow-sm">
          <h3 id="documents-title" className="text-lg font-bold">
            Documents
          </h3>
          <ul className="mt-2 space-y-1">
            {round.documents.map((spec) => {
              const document = application.documents.find((each) => each.key === spec.key)
              return (
                <li key={spec.key}>
                  {document ? (
                    <button type="button" onClick={() => open(document.file_id, spec.label)} className="text-navy-800 underline">
                      Open {spec.label} (PDF)
                    </button>
                  ) : (
                    <span className="text-slate-700">{spec.label}: not uploaded</span>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      )}
    </>
  )
}
