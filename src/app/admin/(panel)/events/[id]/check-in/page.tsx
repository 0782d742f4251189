import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DoorCheckIn } from '@/components/admin/door/DoorCheckIn.client'
import { recordId } from '@/server/domain/ids'

export const metadata: Metadata = { title: 'Door check-in' }

export default async function DoorCheckInPage({ params }: { params: Promise<{ id: string }> }) {
  const id = recordId((await params).id)
  if (id === null) notFound()
  return <DoorCheckIn id={id} />
}
