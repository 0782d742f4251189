'use client'

import { useRef, useState } from 'react'

import { LiveRegion } from '@/components/ui/LiveRegion.client'
import type { ApplicantView } from '@/contracts/scholarships'

import { ApplicationDetails } from './ApplicationDetails.client'
import { ApplicationDocuments } from './ApplicationDocuments.client'
import { ApplicationStatus } from './ApplicationStatus'
import { Recommenders } from './Recommenders.client'
import { SubmitApplication } from './SubmitApplication.client'

type Props = { token: string; initial: ApplicantView; closesAt: string; timeZone: string }

/**
 * The continue link's page: where the application stands and what is missing, its fields until it
 * is submitted, a PDF for each document, the recommenders and their letters' arrival, and submit.
 * Each change answers with the whole application again; what changed is said in one live region,
 * without moving the focus: it stays on the control used (the forms give it back once sent). Only
 * a form that gave way (the last recommender asked) sends it to what was said. The same words
 * twice (saved, then saved again) are a new node, said again.
 */
export function ApplicationWorkspace({ token, initial, closesAt, timeZone }: Props) {
  const [view, setView] = useState(initial)
  const [said, setSaid] = useState({ text: '', count: 0 })
  const status = useRef<HTMLHeadingElement>(null)
  const region = useRef<HTMLDivElement>(null)
  const editable = view.open && view.status === 'draft'
  const changed = (next: ApplicantView, message: string, formGone = false) => {
    setView(next)
    setSaid((before) => ({ text: message, count: before.count + 1 }))
    if (formGone) requestAnimationFrame(() => region.current?.focus())
  }
  return (
    <div className="space-y-8">
      <ApplicationStatus view={view} closesAt={closesAt} timeZone={timeZone} headingRef={status} />
      <LiveRegion ref={region}>
        {said.text && (
          <p key={said.count} className="rounded-lg bg-blue-50 p-4">
            {said.text}
          </p>
        )}
      </LiveRegion>
      <ApplicationDetails token={token} view={view} editable={editable} onSaved={changed} />
      {view.documents.length > 0 && <ApplicationDocuments token={token} view={view} editable={editable} onSaved={changed} />}
      {view.round.recommendations_required > 0 && (
        // Asked, the form goes once no more recommenders may be asked (Recommenders shows it while some may).
        <Recommenders token={token} view={view} timeZone={timeZone} onAsked={(next, message) => changed(next, message, !(next.open && next.recommenders_to_ask > 0))} />
      )}
      {editable && (
        <SubmitApplication
          // What a refused submit listed goes once the application changes.
          key={view.missing.join('|')}
          token={token}
          ready={view.missing.length === 0}
          onSubmitted={(next, message) => {
            changed(next, message)
            // The button is gone: focus goes to where the application now stands.
            requestAnimationFrame(() => status.current?.focus())
          }}
        />
      )}
    </div>
  )
}
