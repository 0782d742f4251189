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
 * Each change answers with the whole application again; what changed is said in one live region.
 */
export function ApplicationWorkspace({ token, initial, closesAt, timeZone }: Props) {
  const [view, setView] = useState(initial)
  const [said, setSaid] = useState('')
  const status = useRef<HTMLHeadingElement>(null)
  const region = useRef<HTMLDivElement>(null)
  const editable = view.open && view.status === 'draft'
  const changed = (next: ApplicantView, message: string) => {
    setView(next)
    setSaid(message)
    // A form that gave way (the last recommender asked) dropped the focus: it goes to what was said.
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) region.current?.focus()
    })
  }
  return (
    <div className="space-y-8">
      <ApplicationStatus view={view} closesAt={closesAt} timeZone={timeZone} headingRef={status} />
      <LiveRegion ref={region}>{said && <p className="rounded-lg bg-blue-50 p-4">{said}</p>}</LiveRegion>
      <ApplicationDetails token={token} view={view} editable={editable} onSaved={changed} />
      {view.documents.length > 0 && <ApplicationDocuments token={token} view={view} editable={editable} onSaved={changed} />}
      {view.round.recommendations_required > 0 && <Recommenders token={token} view={view} timeZone={timeZone} onAsked={changed} />}
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
