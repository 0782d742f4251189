'use client'

import { lazy, Suspense, useState } from 'react'

import { primaryButton } from '../../ui/buttons'

const loadForm = () => import('./RememberForm.client')
const RememberForm = lazy(() => loadForm().then((m) => ({ default: m.RememberForm })))

/**
 * "Leave a remembrance": the form (and react-hook-form with it) loads when the visitor asks for it,
 * so the wall itself stays a content page; pointing at the button starts the download.
 */
export function LeaveRemembrance() {
  const [open, setOpen] = useState(false)
  if (open) {
    return (
      <Suspense fallback={<p role="status">Loading the form…</p>}>
        <RememberForm />
      </Suspense>
    )
  }
  return (
    <p className="text-center">
      <button type="button" className={`${primaryButton} min-h-12 text-lg`} onPointerEnter={loadForm} onFocus={loadForm} onClick={() => setOpen(true)} aria-controls="leave" aria-expanded="false">
        Write a remembrance
      </button>
    </p>
  )
}
