import type { Metadata } from 'next'

import { RemembrancesAdmin } from '@/components/admin/RemembrancesAdmin.client'

export const metadata: Metadata = { title: 'Remembrances' }

export default function RemembrancesAdminPage() {
  return <RemembrancesAdmin />
}
