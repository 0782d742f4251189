import type { Metadata } from 'next'

import { Hero } from '@/components/site/Hero'
import { SiteLink } from '@/components/site/SiteLink'

export const metadata: Metadata = { title: 'Thank you for your tickets', robots: { index: false } }

/**
 * Where Stripe returns a ticket buyer once the card is confirmed. It says nothing of the order
 * (the URL carries only Stripe's own parameters): the tickets are issued by Stripe's webhook and
 * mailed with the receipt.
 */
export default function TicketsThankYouPage() {
  return (
    <>
      <Hero title="Thank you" subtitle="Your tickets are on their way" size="small" />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-12 text-lg">
        <p>
          Once your card is confirmed, we email your tickets and your receipt to the address you gave, usually within a minute. Each ticket has a QR code: show it at the door on your phone or on
          paper.
        </p>
        <p>If the email has not arrived within an hour, please look in your spam folder, then write to us and we will send it again.</p>
        <p className="flex flex-wrap gap-6">
          <SiteLink href="/events" className="font-semibold text-navy-800 underline">
            Back to Events
          </SiteLink>
          <SiteLink href="/contact" className="font-semibold text-navy-800 underline">
            Contact us
          </SiteLink>
        </p>
      </div>
    </>
  )
}
