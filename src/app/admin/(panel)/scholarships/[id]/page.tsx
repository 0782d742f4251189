import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RoundDecisions } from '@/components/admin/scholarships/RoundDecisions.client'
import { recordId } from '@/server/domain/ids'

// The title names no applicant: names stay out of the tab, history and the URL.
export const metadata: Metadata = { title: 'Scholarship ranking' }

export default async function ScholarshipRoundAdminPage({ params }: { params: Promise<{ id: string }> }) {
  const id = recordId((await params).id)
  if (id === null) notFound()
  return <RoundDecisions id={id} />
}
