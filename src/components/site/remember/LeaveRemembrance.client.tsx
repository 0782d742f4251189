'use client'

import { lazy, Suspense, useState } from 'react'

import { primaryButton } from '../../ui/buttons'
import { Announce, LiveRegion } from '../../ui/LiveRegion.client'

const loadForm = () => import('./RememberForm.client')
const RememberForm = lazy(() => loadForm().then((m) => ({ default: m.RememberForm })))

/**
 * "Leave a remembrance": the form (and react-hook-form with it) loads when the visitor asks for it,
 * so the wall itself stays a content page; pointing at the button starts the download. While it
 * loads, a region that was there before says so; the form takes the focus on its first field.
 */
export function LeaveRemembrance() {
  const [open, setOpen] = useState(false)
  const [loading, setLoading] = useState('')
  const region = <LiveRegion className="text-center">{loading}</LiveRegion>
  if (open) {
    return (
      <>
        {region}
        <Suspense fallback={<Announce text="Loading the form…" to={setLoading} />}>
          <RememberForm />
        </Suspense>
      </>
    )
  }
  return (
    <>
      {region}
      <p className="text-center">
        <button type="button" className={`${primaryButton} min-h-12 text-lg`} onPointerEnter={loadForm} onFocus={loadForm} onClick={() => setOpen(true)} aria-controls="leave" aria-expanded="false">
          Write a remembrance
        </button>
      </p>
    </>
  )
}
