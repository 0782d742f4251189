import type { Metadata } from 'next'

import { LegalPage } from '@/components/site/LegalPage'

export const metadata: Metadata = {
  title: 'Donation Terms',
  description: 'Tax status, card processing, recurring gifts, refunds and dedications.',
}

export default function DonationTermsPage() {
  return <LegalPage title="Donation Terms" field="donation_terms" />
}
