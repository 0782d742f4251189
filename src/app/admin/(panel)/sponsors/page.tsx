import type { Metadata } from 'next'

import { SponsorsAdmin } from '@/components/admin/SponsorsAdmin.client'

export const metadata: Metadata = { title: 'Sponsors' }

export default function SponsorsAdminPage() {
  return <SponsorsAdmin />
}
