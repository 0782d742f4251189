import type { Metadata } from 'next'

import { Hero } from '@/components/site/Hero'
import { SiteLink } from '@/components/site/SiteLink'

export const metadata: Metadata = { title: 'Thank you for your sponsorship', robots: { index: false } }

/** Where Stripe returns a sponsor once the card is confirmed; the webhook makes it paid and mails the receipt. */
export default function SponsorThankYouPage() {
  return (
    <>
      <Hero title="Thank you" subtitle="for standing with us" size="small" />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-12 text-lg">
        <p>Once your card is confirmed, we email your receipt and a link to send us your logo, usually within a minute. Your logo appears on our Sponsors page once we have looked at it.</p>
        <p>If the email has not arrived within an hour, please look in your spam folder, then write to us.</p>
        <p>
          <SiteLink href="/sponsors" className="font-semibold text-navy-800 underline">
            Back to Sponsors
          </SiteLink>
        </p>
      </div>
    </>
  )
}
