import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { DonatePanel } from '@/components/site/DonatePanel'
import { Hero } from '@/components/site/Hero'

export const metadata: Metadata = {
  title: 'Donate',
  description: 'Give once or every month to support families, youth scholarships and community healing.',
}

/**
 * The donation form, the same for everyone and served from the cache. Stripe returns the donor to
 * /donate?success=true&payment_intent=…, which src/proxy.ts hands to ./thank-you, rendered per
 * request and never cached; a gift towards a campaign (/donate?campaign=…) goes to ./campaign.
 */
export default async function DonatePage() {
  return (
    <>
      <Hero title="Make a Donation" subtitle="Your gift turns loss into light" size="small" />
      <DonatePanel payload={getPayloadClient} />
    </>
  )
}
