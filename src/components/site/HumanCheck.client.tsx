'use client'

import type {} from 'altcha/types/react'

import { useEffect, useRef, useState } from 'react'

/** `starting`: what happens once solved, e.g. "Starting your gift…". */
type Props = { reason: string; starting: string; onSolved: (solution: string) => void }

type StateChange = CustomEvent<{ state: string; payload?: string }>

/**
 * The human check a checkout asks for while the card-testing guard is up: ALTCHA's widget,
 * served from our own bundle, fetches a challenge from our API and solves it in the browser (a
 * few seconds of work, no third party, nothing to click: it starts as soon as it shows). Loaded
 * only when a checkout answered 428, so ordinary donors never download it.
 */
export default function HumanCheck({ reason, starting, onSolved }: Props) {
  const widget = useRef<HTMLElement>(null)
  const [ready, setReady] = useState(false)
  const [progress, setProgress] = useState('Checking your browser…')
  const solved = useRef(onSolved)
  useEffect(() => {
    solved.current = onSolved
  }, [onSolved])

  useEffect(() => {
    void import('altcha').then(() => setReady(true))
  }, [])

  useEffect(() => {
    const element = widget.current
    if (!ready || !element) return
    const onChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail
      if (state === 'verified' && payload) {
        setProgress(`Check complete. ${starting}`)
        solved.current(payload)
      } else if (state === 'error' || state === 'expired') {
        setProgress('The check did not finish. Please use the checkbox below to try again.')
      }
    }
    element.addEventListener('statechange', onChange)
    return () => element.removeEventListener('statechange', onChange)
  }, [ready, starting])

  return (
    <section aria-labelledby="human-check-title" className="rounded-md border-2 border-gold-300 bg-blue-50 p-4">
      <h2 id="human-check-title" className="text-lg font-bold text-navy-900">
        A quick check
      </h2>
      <p className="mt-1 text-slate-800">{reason}</p>
      <p role="status" className="mt-2 font-semibold text-navy-900">
        {progress}
      </p>
      <div className="mt-3 max-w-full overflow-hidden">
        {ready && (
          <altcha-widget
            ref={widget}
            challenge="/api/donations/human-check"
            name="human_check"
            auto="onload"
            configuration={JSON.stringify({ hideLogo: true, hideFooter: true, humanInteractionSignature: false })}
          />
        )}
      </div>
    </section>
  )
}
