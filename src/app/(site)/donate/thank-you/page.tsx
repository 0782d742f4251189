import type { Metadata } from 'next'
import { SiteLink } from '@/components/site/SiteLink'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { getPayloadClient } from '@/app/payload'
import { Hero } from '@/components/site/Hero'
import { navyButton } from '@/components/ui/buttons'
import { formatDollars } from '@/lib/money'
import { withinRateLimit } from '@/server/http/rateLimit'
import { getPaymentOutcome, type PaymentOutcome } from '@/server/services/donations/paymentOutcome'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The payment's outcome, asked once a request: the page's title and its text say the same. */
const outcomeOf = cache(async (paymentIntent: string, secret: string) => {
  const request = { headers: await headers() }
  const payload = await getPayloadClient()
  return getPaymentOutcome(payload, paymentIntent, secret, () => withinRateLimit(payload, request, 'payment-status'))
})

/** The tab's title says what the page says ("Thank You!", "Your payment did not go through"), not "Donate". */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams
  const paymentIntent = one(params.payment_intent)
  const secret = one(params.payment_intent_client_secret)
  const title = paymentIntent && secret ? viewOf(await outcomeOf(paymentIntent, secret)).title : 'Thank you'
  return { title, robots: { index: false } }
}

/**
 * Where Stripe returns a donor (/donate?success=true&payment_intent=…, see src/proxy.ts). Stripe is
 * asked only within the visitor's rate limit; a page cannot answer 429, so over it the view says
 * what our own record says.
 */
export default async function ThankYouPage({ searchParams }: Props) {
  const params = await searchParams
  const paymentIntent = one(params.payment_intent)
  const secret = one(params.payment_intent_client_secret)
  if (!paymentIntent || !secret) redirect('/donate')
  return <ThankYou outcome={await outcomeOf(paymentIntent, secret)} />
}

/** What the view says: truthfully what Stripe says of the payment, with the amount Stripe charged. */
function viewOf(outcome: PaymentOutcome | null): { title: string; text: string } {
  switch (outcome?.status) {
    case 'succeeded':
      return { title: 'Thank You!', text: `Your ${outcome.is_recurring ? 'monthly ' : ''}donation of ${formatDollars(outcome.amount_cents)} was received.` }
    case 'processing':
      return { title: 'Thank you — your donation is processing', text: `Your donation of ${formatDollars(outcome.amount_cents)} is being processed. We will email you when it completes.` }
    case 'unconfirmed':
      return {
        title: 'Thank you — we are confirming your payment',
        text: 'We could not confirm your payment yet. If it went through, a receipt will come to you by email.',
      }
    default:
      return { title: 'Your payment did not go through', text: 'No money was taken. Please try again, or give by mail.' }
  }
}

function ThankYou({ outcome }: { outcome: PaymentOutcome | null }) {
  const view = viewOf(outcome)
  return (
    <>
      <Hero title={view.title} size="small" />
      <div role="status" className="mx-auto max-w-2xl px-4 py-12 text-center">
        <p className="text-xl text-navy-900">{view.text}</p>
        {outcome?.status === 'succeeded' && (
          <p className="mt-4 text-slate-700">{outcome.receipt_email ? `A receipt has been sent to ${outcome.receipt_email}.` : 'A receipt has been sent to your email.'}</p>
        )}
        <p className="mt-8 flex flex-wrap justify-center gap-4">
          <SiteLink href="/" className={navyButton}>
            Return Home
          </SiteLink>
          {(!outcome || outcome.status === 'failed') && (
            <SiteLink href="/donate" className={navyButton}>
              Try Again
            </SiteLink>
          )}
        </p>
      </div>
    </>
  )
}
