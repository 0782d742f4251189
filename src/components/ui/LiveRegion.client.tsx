'use client'

import type React from 'react'
import { useEffect } from 'react'

/**
 * Where a view says what changed (a new count, "Loading…", a confirmation): on the page from its
 * first render, empty until there is something to say. Screen readers announce a change of its
 * text; a status inserted with its text already in it is often not read at all. Focus may be
 * moved to it (tabIndex -1). The site's one pattern for this: docs/accessibility.md.
 */
export function LiveRegion({ children, className, ref }: { children?: React.ReactNode; className?: string; ref?: React.Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="status" aria-live="polite" aria-atomic="true" tabIndex={-1} className={className}>
      {children}
    </div>
  )
}

/**
 * Says `text` through a LiveRegion outside it while it is shown, then clears it: a Suspense
 * fallback's "Loading…" (`fallback={<Announce text="Loading the form…" to={setLoading} />}` with
 * `<LiveRegion>{loading}</LiveRegion>` rendered before the boundary appears).
 */
export function Announce({ text, to }: { text: string; to: (text: string) => void }) {
  useEffect(() => {
    to(text)
    return () => to('')
  }, [text, to])
  return null
}
