import type { Metadata } from 'next'

import { DoorEvents } from '@/components/admin/door/DoorEvents.client'

export const metadata: Metadata = { title: 'Door check-in' }

export default function DoorEventsPage() {
  return <DoorEvents />
}
