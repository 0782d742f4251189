import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { LegalPage } from '@/components/site/LegalPage'

export const metadata: Metadata = { title: 'Privacy Policy', description: 'How we collect, use and protect your information.' }

export default function PrivacyPage() {
  return <LegalPage payload={getPayloadClient} title="Privacy Policy" field="privacy_policy" />
}
