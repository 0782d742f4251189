import type React from 'react'

import { AdminShell } from '@/components/admin/AdminShell.client'

export default function PanelLayout({ children }: { children: React.ReactNode }) {
  return <AdminShell>{children}</AdminShell>
}
