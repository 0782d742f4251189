import type { Metadata } from 'next'

import { OrganizationAdmin } from '@/components/admin/OrganizationForm.client'

export const metadata: Metadata = { title: 'Giving settings' }

export default function OrganizationAdminPage() {
  return <OrganizationAdmin />
}
