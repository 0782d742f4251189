import type { Metadata } from 'next'

import { StaffAdmin } from '@/components/admin/StaffAdmin.client'

export const metadata: Metadata = { title: 'Staff' }

export default function StaffAdminPage() {
  return <StaffAdmin />
}
