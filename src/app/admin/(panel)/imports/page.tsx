import type { Metadata } from 'next'

import { ImportsAdmin } from '@/components/admin/ImportsAdmin.client'

export const metadata: Metadata = { title: 'Import gifts' }

export default function ImportsAdminPage() {
  return <ImportsAdmin />
}
