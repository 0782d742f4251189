import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { LegalPage } from '@/components/site/LegalPage'
import { SiteLink } from '@/components/site/SiteLink'

export const metadata: Metadata = {
  title: 'Donation Terms',
  description: 'Tax status, card processing, recurring gifts, refunds and dedications.',
}

export default function DonationTermsPage() {
  return (
    <LegalPage payload={getPayloadClient} title="Donation Terms" field="donation_terms">
      <p className="mt-8 rounded-lg bg-blue-50 p-4 text-slate-800">
        Give every month? You can change the card or cancel the gift yourself:{' '}
        <SiteLink href="/donate/manage" className="underline">
          manage your monthly gift
        </SiteLink>
        .
      </p>
      <p className="mt-4 rounded-lg bg-blue-50 p-4 text-slate-800">
        Need a record of a year’s gifts for your taxes?{' '}
        <SiteLink href="/donate/statement" className="underline">
          Ask for your giving statement
        </SiteLink>
        .
      </p>
    </LegalPage>
  )
}
