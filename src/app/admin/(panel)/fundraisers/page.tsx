import type { Metadata } from 'next'

import { FundraisersAdmin } from '@/components/admin/FundraisersAdmin.client'

export const metadata: Metadata = { title: 'Fundraisers' }

export default function FundraisersAdminPage() {
  return <FundraisersAdmin />
}
