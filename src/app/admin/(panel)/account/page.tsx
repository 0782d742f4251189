import type { Metadata } from 'next'

import { AccountAdmin } from '@/components/admin/AccountAdmin.client'

export const metadata: Metadata = { title: 'Your account' }

export default function AccountPage() {
  return <AccountAdmin />
}
