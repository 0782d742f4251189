import type { Metadata } from 'next'

import { ScholarshipsAdmin } from '@/components/admin/scholarships/ScholarshipsAdmin.client'

export const metadata: Metadata = { title: 'Scholarships' }

export default function ScholarshipsAdminPage() {
  return <ScholarshipsAdmin />
}
