import type { Metadata } from 'next'

import { AuditAdmin } from '@/components/admin/AuditAdmin.client'

export const metadata: Metadata = { title: 'Audit trail' }

export default function AuditAdminPage() {
  return <AuditAdmin />
}
