import type { Metadata } from 'next'

import { ReviewAdmin } from '@/components/admin/scholarships/ReviewAdmin.client'

export const metadata: Metadata = { title: 'Review' }

export default function ReviewPage() {
  return <ReviewAdmin />
}
