'use client'

import { lazy, Suspense, useState } from 'react'

import { primaryButton } from '../../ui/buttons'

const loadForm = () => import('./RememberForm.client')
const RememberForm = lazy(() => loadForm().then((m) => ({ default: m.RememberForm })))

/**
 * "Leave a remembrance": the form (and react-hook-form with it) loads when the visitor asks for it,
 * so the wall itself stays a content page; pointing at the button starts the download. The button
 * shows and hides the form; hidden, the form keeps what was written in it.
 */
export function LeaveRemembrance() {
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState(false)
  return (
    <>
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
      <div id="leave-form" hidden={!open} className="mt-8">
        {asked && (
          <Suspense fallback={<p role="status">Loading the form…</p>}>
            <RememberForm />
          </Suspense>
        )}
      </div>
    </>
  )
}
