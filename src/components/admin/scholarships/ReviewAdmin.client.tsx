'use client'

import { useEffect, useRef, useState } from 'react'

import type { ReviewRound } from '@/contracts/scholarshipReview'
import { formatDateTime } from '@/lib/dates'

import { LiveRegion } from '../../ui/LiveRegion.client'
import { useApiData } from '../useApiData'
import { ReviewRoundApplications } from './ReviewRoundApplications.client'

/**
 * The reviewer's work: the rounds with submitted applications, then one round's applications, blind,
 * one by one. Each swap of the view takes the focus to the new view's heading and is said by a live
 * region that stays across both.
 */
export function ReviewAdmin() {
  const [chosen, setChosen] = useState<ReviewRound | null>(null)
  const [said, setSaid] = useState('')
  const [back, setBack] = useState(false)
  const choose = (round: ReviewRound) => {
    setChosen(round)
    setSaid(`Reviewing ${round.title}: ${round.submitted} submitted, you scored ${round.scored_by_me}.`)
  }
  const goBack = () => {
    setChosen(null)
    setBack(true)
    setSaid('All rounds to review.')
  }
  return (
    <>
      <LiveRegion className="sr-only">{said}</LiveRegion>
      {chosen ? <ReviewRoundApplications round={chosen} onBack={goBack} /> : <ReviewRounds onChoose={choose} focusHeading={back} />}
    </>
  )
}

function ReviewRounds({ onChoose, focusHeading }: { onChoose: (round: ReviewRound) => void; focusHeading: boolean }) {
  const { data: rounds, isLoading, error } = useApiData('GET /api/review/scholarships')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusHeading) heading.current?.focus()
  }, [focusHeading])
  return (
    <div>
      <h1 ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold">
        Review
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Score each submitted application on the round’s criteria, from 1 (weak) to 5 (outstanding). You see no names, schools or addresses. If you know an applicant or cannot judge them fairly, say
        so: you step back from that application.
      </p>
      {isLoading && <p className="mt-6">Loading…</p>}
      {error && (
        <p role="alert" className="mt-6 text-red-700">
          The rounds could not be loaded. Please reload the page.
        </p>
      )}
      {rounds?.length === 0 && <p className="mt-6 rounded-lg bg-white p-5 shadow-sm">No round has applications to review yet.</p>}
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {rounds?.map((round) => (
          <li key={round.id} className="rounded-lg bg-white p-5 shadow-sm">
            <h2 className="text-lg font-bold">{round.title}</h2>
            <p className="mt-1 text-sm text-slate-700">Closes {formatDateTime(round.closes_at)}</p>
            <p className="mt-2">
              {round.submitted} submitted · you scored {round.scored_by_me}
              {round.conflicts_by_me > 0 && ` · you stepped back from ${round.conflicts_by_me}`}
            </p>
            {round.decided && <p className="mt-1 text-sm text-slate-700">The decisions are sent: scores can no longer change.</p>}
            <button type="button" onClick={() => onChoose(round)} className="mt-3 rounded bg-navy-900 px-4 py-2 font-semibold text-white" aria-label={`Review ${round.title}`}>
              Review
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
