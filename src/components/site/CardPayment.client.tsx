'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { useState } from 'react'

import { formatDollars } from '@/lib/money'

import { navyButton } from '../ui/buttons'
import { useToast } from '../ui/Toaster.client'

let stripePromise: Promise<Stripe | null> | undefined
let promiseKey = ''
const stripeFor = (key: string) => {
  if (!stripePromise || promiseKey !== key) {
    promiseKey = key
    stripePromise = loadStripe(key)
  }
  return stripePromise
}

type Props = { publishableKey: string; clientSecret: string; amountCents: number }

/** Stripe's Payment Element; Stripe returns the visitor to /donate?success=true when done. */
export default function CardPayment({ publishableKey, clientSecret, amountCents }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#0b1f3a' } } }}>
      <PayButton amountCents={amountCents} />
    </Elements>
  )
}

function PayButton({ amountCents }: { amountCents: number }) {
  const stripe = useStripe()
  const elements = useElements()
  const toast = useToast()
  const [busy, setBusy] = useState(false)

  const pay = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements) return
    setBusy(true)
    const returnUrl = `${window.location.origin}/donate?success=true&amount=${(amountCents / 100).toFixed(2)}`
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } })
    // Only reached when the payment could not be confirmed; success leaves the page.
    toast(error?.message || 'Payment failed', 'error')
    setBusy(false)
  }

  return (
    <form onSubmit={pay} aria-label="Card payment">
      <PaymentElement />
      <button type="submit" disabled={!stripe || busy} className={`${navyButton} mt-6 w-full`}>
        {busy ? 'Processing…' : `Donate ${formatDollars(amountCents)}`}
      </button>
    </form>
  )
}
