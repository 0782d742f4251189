import type { Metadata } from 'next'
import { Suspense } from 'react'

import { CampaignsAdmin } from '@/components/admin/CampaignsAdmin.client'

export const metadata: Metadata = { title: 'Campaigns' }

export default function CampaignsAdminPage() {
  return (
    <Suspense>
      <CampaignsAdmin />
    </Suspense>
  )
}
