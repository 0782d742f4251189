import type { Metadata } from 'next'
import { Suspense } from 'react'

import { EventsAdmin } from '@/components/admin/EventsAdmin.client'

export const metadata: Metadata = { title: 'Events' }

export default function EventsAdminPage() {
  return (
    <Suspense>
      <EventsAdmin />
    </Suspense>
  )
}
