'use client'

import { useEffect, useRef } from 'react'

import { navyButton } from '../../ui/buttons'

/** The ten recovery codes, shown once, and the step that says they are kept somewhere safe. */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section aria-labelledby="recovery-codes-heading" className="space-y-4">
      <h2 id="recovery-codes-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-navy-900">
        Save your recovery codes
      </h2>
      <p className="text-sm text-slate-700">Each code signs you in once if you lose your phone. They are shown only now: print them or keep them in a password manager.</p>
      <ul aria-label="Recovery codes" data-testid="recovery-codes" className="grid grid-cols-1 gap-1 rounded-md bg-slate-100 p-3 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className={`${navyButton} w-full`} onClick={onContinue}>
        I have saved them
      </button>
    </section>
  )
}
