import type { Metadata } from 'next'

import { GalleryAdmin } from '@/components/admin/GalleryAdmin.client'

export const metadata: Metadata = { title: 'Gallery' }

export default function GalleryAdminPage() {
  return <GalleryAdmin />
}
