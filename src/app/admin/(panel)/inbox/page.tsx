import type { Metadata } from 'next'

import { InboxAdmin } from '@/components/admin/InboxAdmin.client'

export const metadata: Metadata = { title: 'Inbox' }

export default function InboxAdminPage() {
  return <InboxAdmin />
}
