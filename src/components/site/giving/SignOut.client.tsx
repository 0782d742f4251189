'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { callApi } from '@/contracts/client'

/** "Sign out" (this device) and "Sign out everywhere" (every device signed in with this email). */
export function SignOut() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const signOut = async (everywhere: boolean) => {
    setBusy(true)
    const result = await callApi('POST /api/donor/sign-out', { body: { everywhere } })
    // Signed out already (401) is as good as signed out now.
    if (result.ok || result.status === 401) {
      router.replace('/giving')
      return router.refresh()
    }
    setBusy(false)
    setFailure('We could not sign you out. Please try again.')
  }
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="button" onClick={() => signOut(false)} disabled={busy} className="rounded border border-navy-900 px-4 py-2 font-semibold text-navy-900">
        Sign out
      </button>
      <button type="button" onClick={() => signOut(true)} disabled={busy} className="text-navy-800 underline">
        Sign out everywhere
      </button>
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
    </div>
  )
}
