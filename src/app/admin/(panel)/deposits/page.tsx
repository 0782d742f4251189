import type { Metadata } from 'next'

import { DepositsAdmin } from '@/components/admin/DepositsAdmin.client'

export const metadata: Metadata = { title: 'Deposits' }

export default function DepositsAdminPage() {
  return <DepositsAdmin />
}
