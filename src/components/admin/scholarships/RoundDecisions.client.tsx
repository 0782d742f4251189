'use client'

import Link from 'next/link'
import { useRef, useState } from 'react'

import { callApi } from '@/contracts/client'
import type { AdminRound, RankedApplication } from '@/contracts/scholarshipReview'
import { formatDateTime, formatLongDate } from '@/lib/dates'

import { Dialog } from '../../ui/Dialog.client'
import { LiveRegion } from '../../ui/LiveRegion.client'
import { useToast } from '../../ui/Toaster.client'
import { useApiData } from '../useApiData'
import { RankingTable } from './RankingTable'
import { Recipients } from './Recipients.client'
import { StaffApplication } from './StaffApplication.client'

/** A round's ranking, best first, with the reviewers' comments; choosing the awarded ones and sending the decisions once; then the recipients. */
export function RoundDecisions({ id }: { id: number }) {
  const toast = useToast()
  const { data: rounds, mutate: reloadRounds } = useApiData('GET /api/admin/scholarships')
  const { data: ranking, mutate: reloadRanking, error } = useApiData('GET /api/admin/scholarships/{id}/ranking', { params: { id } })
  const [awarded, setAwarded] = useState<Set<number>>(new Set())
  const [confirming, setConfirming] = useState(false)
  const [reading, setReading] = useState<RankedApplication | null>(null)
  const [sending, setSending] = useState(false)
  const sentNote = useRef<HTMLDivElement>(null)
  const round = rounds?.find((each) => each.id === id)

  if (error)
    return (
      <p role="alert" className="rounded-lg bg-white p-6 shadow-sm">
        This round could not be loaded. It may not exist any more: go back to{' '}
        <Link href="/admin/scholarships" className="underline">
          Scholarships
        </Link>
        .
      </p>
    )
  if (!round || !ranking) return <p className="text-slate-600">Loading…</p>

  const decided = Boolean(round.decisions_sent_at)
  const choose = (application: number, on: boolean) =>
    setAwarded((before) => {
      const next = new Set(before)
      if (on) next.add(application)
      else next.delete(application)
      return next
    })
  const send = async () => {
    setSending(true)
    const result = await callApi('POST /api/admin/scholarships/{id}/decisions', { params: { id }, body: { awarded: [...awarded] } })
    setSending(false)
    setConfirming(false)
    if (!result.ok) return toast(result.detail || 'Failed to send the decisions', 'error')
    toast(result.data.message, 'success')
    // The decisions first, then the round that shows the recipients' step.
    await reloadRanking()
    await reloadRounds()
    // The step that opened the dialog is gone: the focus goes to what took its place.
    requestAnimationFrame(() => sentNote.current?.focus())
  }

  return (
    <div className="space-y-6">
      <p>
        <Link href="/admin/scholarships" className="text-navy-800 underline">
          ← All rounds
        </Link>
      </p>
      <div>
        <h1 className="text-2xl font-bold">{round.title}: ranking and decisions</h1>
        <p className="mt-1 text-slate-700">
          {round.submitted} submitted {round.submitted === 1 ? 'application' : 'applications'} · {round.awards_count} {round.awards_count === 1 ? 'award' : 'awards'} ·{' '}
          {round.phase === 'closed' ? `closed ${formatLongDate(round.closes_at)}` : `takes applications until ${formatDateTime(round.closes_at)}`}
        </p>
      </div>
      <RankingTable round={round} ranking={ranking} decided={decided} awarded={awarded} onChoose={choose} onRead={setReading} />
      <LiveRegion ref={sentNote}>
        {round.decisions_sent_at && (
          <p className="rounded-lg bg-green-50 p-4">The decisions were sent on {formatDateTime(round.decisions_sent_at)}: every submitted applicant has been told by email.</p>
        )}
      </LiveRegion>
      {decided ? <Recipients round={round} ranking={ranking} onSaved={reloadRounds} /> : <DecideStep round={round} chosen={awarded.size} onDecide={() => setConfirming(true)} />}
      <Dialog title={reading ? `The application of ${reading.name}` : 'An application'} open={reading !== null} onClose={() => setReading(null)}>
        {reading && <StaffApplication roundId={id} applicationId={reading.application_id} />}
      </Dialog>
      <Dialog title="Send the decisions" open={confirming} onClose={() => setConfirming(false)}>
        <ConfirmDecisions ranking={ranking} awarded={awarded} sending={sending} onSend={send} onCancel={() => setConfirming(false)} />
      </Dialog>
    </div>
  )
}

function DecideStep({ round, chosen, onDecide }: { round: AdminRound; chosen: number; onDecide: () => void }) {
  const open = round.phase !== 'closed'
  const tooMany = chosen > round.awards_count
  return (
    <section aria-labelledby="decide-title" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="decide-title" className="text-lg font-bold">
        Decide
      </h2>
      <p className="mt-1 text-slate-700">
        Tick “Award” for the applications chosen ({chosen} of {round.awards_count} chosen). Every other submitted applicant is told they were not chosen this time.
      </p>
      {open && <p className="mt-2 font-semibold">The round takes applications until {formatDateTime(round.closes_at)}: send the decisions once it has closed.</p>}
      {tooMany && (
        <p role="alert" className="mt-2 text-red-700">
          This round has {round.awards_count} {round.awards_count === 1 ? 'award' : 'awards'}: choose at most {round.awards_count}.
        </p>
      )}
      <button type="button" onClick={onDecide} disabled={open || tooMany} className="mt-3 rounded bg-navy-900 px-4 py-2 font-semibold text-white disabled:opacity-60">
        Send the decisions…
      </button>
    </section>
  )
}

type ConfirmProps = { ranking: RankedApplication[]; awarded: Set<number>; sending: boolean; onSend: () => void; onCancel: () => void }

function ConfirmDecisions({ ranking, awarded, sending, onSend, onCancel }: ConfirmProps) {
  const chosen = ranking.filter((application) => awarded.has(application.application_id))
  const declined = ranking.length - chosen.length
  return (
    <div className="space-y-4">
      {chosen.length === 0 ? (
        <p>No application is awarded: all {ranking.length} applicants are told they were not chosen.</p>
      ) : (
        <>
          <p>Awarded:</p>
          <ul className="list-disc pl-5">
            {chosen.map((application) => (
              <li key={application.application_id}>
                {application.name} ({application.code})
              </li>
            ))}
          </ul>
          <p>
            {declined} other {declined === 1 ? 'applicant is' : 'applicants are'} told they were not chosen.
          </p>
        </>
      )}
      <p className="font-semibold">Each applicant receives one email. The decisions are sent once and cannot be changed.</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onSend} disabled={sending} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white disabled:opacity-60">
          {sending ? 'Sending…' : 'Send the decisions'}
        </button>
        <button type="button" onClick={onCancel} className="rounded border border-navy-900 px-4 py-2 font-semibold text-navy-900">
          Cancel
        </button>
      </div>
    </div>
  )
}
