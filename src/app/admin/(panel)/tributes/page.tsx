import type { Metadata } from 'next'

import { TributesAdmin } from '@/components/admin/TributesAdmin.client'

export const metadata: Metadata = { title: 'Tribute pages' }

export default function TributesAdminPage() {
  return <TributesAdmin />
}
