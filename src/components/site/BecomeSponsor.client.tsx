'use client'

import { lazy, Suspense, useState } from 'react'

import { navyButton } from '../ui/buttons'

// The sponsor form is a chunk of its own, fetched when a visitor asks for it.
const SponsorForm = lazy(() => import('./SponsorForm.client').then((m) => ({ default: m.SponsorForm })))

/** A purchasable tier's "Become a sponsor": opens its form in place (the form takes focus on its first field). */
export function BecomeSponsor(props: { tier: { id: number; name: string; amount_cents: number }; publishableKey: string }) {
  const [open, setOpen] = useState(false)
  if (!open) {
    return (
      <button type="button" className={`${navyButton} mt-6 w-full`} onClick={() => setOpen(true)} aria-label={`Become a sponsor: ${props.tier.name}`}>
        Become a sponsor
      </button>
    )
  }
  return (
    <div className="mt-6">
      <Suspense fallback={<p className="text-slate-700">Loading the form…</p>}>
        <SponsorForm {...props} />
      </Suspense>
    </div>
  )
}
