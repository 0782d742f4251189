import type { Metadata } from 'next'
import Link from 'next/link'

import { DonateForm } from '@/components/site/DonateForm.client'
import { Hero } from '@/components/site/Hero'
import { MailInInstructions } from '@/components/site/MailInInstructions'
import { navyButton } from '@/components/ui/buttons'
import { formatDollars } from '@/lib/money'
import { getPaymentOutcome, type PaymentOutcome } from '@/server/services/checkout'
import { getSiteContent } from '@/server/queries/siteContent'
import { cardGivingEnabled } from '@/server/stripe/client'

export const metadata: Metadata = {
  title: 'Donate',
  description: 'Give once or every month to support families, youth scholarships and community healing.',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export default async function DonatePage({ searchParams }: Props) {
  const params = await searchParams
  const paymentIntent = one(params.payment_intent)
  const secret = one(params.payment_intent_client_secret)
  if (one(params.success) === 'true' && paymentIntent && secret) {
    return <ThankYou outcome={await getPaymentOutcome(paymentIntent, secret)} />
  }
  const content = await getSiteContent()
  const enabled = cardGivingEnabled()
  return (
    <>
      <Hero title="Make a Donation" subtitle="Your gift turns loss into light" size="small" />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12">
        {enabled ? (
          <DonateForm publishableKey={process.env.STRIPE_PUBLISHABLE_KEY ?? ''} />
        ) : (
          <p role="status" className="rounded-lg border border-gold-300 bg-white p-6 text-lg">
            Online card giving is not available right now. You can still give by mail — thank you for your generosity.
          </p>
        )}
        <MailInInstructions payableTo={content.foundation_name} address={content.contact?.address ?? ''} open={!enabled} />
        <p className="rounded-lg bg-blue-50 p-4 text-slate-800">
          <strong>Please note:</strong> our 501(c)(3) application is pending. Tax receipts will be provided once our
          501(c)(3) status is approved. See our <Link href="/donation-terms" className="underline">Donation Terms</Link>.
        </p>
      </div>
    </>
  )
}

/** Says truthfully what Stripe says of the payment, with the amount Stripe charged. */
function ThankYou({ outcome }: { outcome: PaymentOutcome | null }) {
  const view =
    outcome?.status === 'succeeded'
      ? { title: 'Thank You!', text: `Your ${outcome.is_recurring ? 'monthly ' : ''}donation of ${formatDollars(outcome.amount_cents)} was received.` }
      : outcome?.status === 'processing'
        ? { title: 'Thank you — your donation is processing', text: `Your donation of ${formatDollars(outcome.amount_cents)} is being processed. We will email you when it completes.` }
        : { title: 'Your payment did not go through', text: 'No money was taken. Please try again, or give by mail.' }
  return (
    <>
      <Hero title={view.title} size="small" />
      <div role="status" className="mx-auto max-w-2xl px-4 py-12 text-center">
        <p className="text-xl text-navy-900">{view.text}</p>
        {outcome?.status === 'succeeded' && (
          <p className="mt-4 text-slate-700">
            {outcome.receipt_email ? `A receipt has been sent to ${outcome.receipt_email}.` : 'A receipt has been sent to your email.'}
          </p>
        )}
        <p className="mt-8 flex flex-wrap justify-center gap-4">
          <Link href="/" className={navyButton}>Return Home</Link>
          {outcome?.status !== 'succeeded' && outcome?.status !== 'processing' && (
            <Link href="/donate" className={navyButton}>Try Again</Link>
          )}
        </p>
      </div>
    </>
  )
}
