'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { primaryButton } from '../../ui/buttons'
import { Announce, LiveRegion } from '../../ui/LiveRegion.client'

const loadForm = () => import('./RememberForm.client')
const RememberForm = lazy(() => loadForm().then((m) => ({ default: m.RememberForm })))

/**
 * "Leave a remembrance": the form (and react-hook-form with it) loads when the visitor asks for it,
 * so the wall itself stays a content page; pointing at the button starts the download. The button
 * shows and hides the form; hidden, the form keeps what was written in it. While it loads, a region
 * that was there before says so; opened, the form takes the focus on its first field (the form
 * itself when it first mounts, this view when it opens again).
 */
export function LeaveRemembrance() {
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState(false)
  const [loading, setLoading] = useState('')
  const formArea = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (open) formArea.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [open])
  return (
    <>
      <LiveRegion className="text-center">{loading}</LiveRegion>
      <p className="text-center">
        <button
          type="button"
          className={`${primaryButton} min-h-12 text-lg`}
          onPointerEnter={loadForm}
          onFocus={loadForm}
          onClick={() => {
            setAsked(true)
            setOpen(!open)
          }}
          aria-controls="leave-form"
          aria-expanded={open}
        >
          Write a remembrance
        </button>
      </p>
      <div id="leave-form" ref={formArea} hidden={!open} className="mt-8">
        {asked && (
          <Suspense fallback={<Announce text="Loading the form…" to={setLoading} />}>
            <RememberForm />
          </Suspense>
        )}
      </div>
    </>
  )
}
