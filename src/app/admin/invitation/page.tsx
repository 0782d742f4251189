import type { Metadata } from 'next'
import { Suspense } from 'react'

import { InvitationForm } from '@/components/admin/InvitationForm.client'

export const metadata: Metadata = { title: 'Accept your invitation' }

/** Opened from the invitation mail (outside the signed-in panel): the new staff member chooses a password. */
export default function InvitationPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow">
        <h1 className="text-center text-2xl font-bold">Welcome to the staff area</h1>
        <Suspense fallback={null}>
          <InvitationForm />
        </Suspense>
      </div>
    </main>
  )
}
