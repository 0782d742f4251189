'use client'

import { ErrorPanel } from '@/components/site/ErrorPanel'
import { navyButton } from '@/components/ui/buttons'

export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ErrorPanel detail={error.digest ? `Something went wrong (reference ${error.digest}).` : error.message || 'Something went wrong.'}>
      <button type="button" onClick={reset} className={navyButton}>
        Try again
      </button>
    </ErrorPanel>
  )
}
