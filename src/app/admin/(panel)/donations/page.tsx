import type { Metadata } from 'next'
import { Suspense } from 'react'

import { DonationsAdmin } from '@/components/admin/DonationsAdmin.client'

export const metadata: Metadata = { title: 'Donations' }

export default function DonationsAdminPage() {
  return (
    <Suspense>
      <DonationsAdmin />
    </Suspense>
  )
}
