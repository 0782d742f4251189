import type { Metadata } from 'next'

import { DonorsAdmin } from '@/components/admin/DonorsAdmin.client'

export const metadata: Metadata = { title: 'Donors' }

export default function DonorsAdminPage() {
  return <DonorsAdmin />
}
