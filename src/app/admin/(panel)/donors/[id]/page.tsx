import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DonorProfile } from '@/components/admin/DonorProfile.client'
import { recordId } from '@/server/domain/ids'

// The title names no one: the donor's name and email stay out of the tab, history and the URL.
export const metadata: Metadata = { title: 'Donor' }

export default async function DonorPage({ params }: { params: Promise<{ id: string }> }) {
  const id = recordId((await params).id)
  if (id === null) notFound()
  return <DonorProfile id={id} />
}
