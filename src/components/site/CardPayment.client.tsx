'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
// The pure build fetches Stripe.js only when asked (the default one fetches it on import, and
// reports a failure of its own).
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useEffect, useState } from 'react'

import { formatDollars } from '@/lib/money'

import { navyButton } from '../ui/buttons'
import { useToast } from '../ui/Toaster.client'

/** How long the card step waits for Stripe.js (a script blocker, a company network, an outage) before saying so. */
const STRIPE_JS_WAIT_MS = 10_000

let loading: { key: string; stripe: Promise<Stripe | null> } | undefined
/**
 * Stripe.js once per page; a failed load is forgotten, so the next attempt fetches the script
 * afresh (loadStripe forgets its own failed load the same way, after one retry of its own).
 */
function stripeFor(key: string): Promise<Stripe | null> {
  if (loading?.key === key) return loading.stripe
  const attempt = { key, stripe: loadStripe(key) }
  loading = attempt
  const forget = () => {
    if (loading === attempt) loading = undefined
  }
  void attempt.stripe.then((stripe) => stripe ?? forget(), forget)
  return attempt.stripe
}

type CardForm = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' }

type Props = {
  publishableKey: string
  clientSecret: string
  amountCents: number
  /** Whether the card form is still on its way (the donate form says so). */
  onLoading: (loading: boolean) => void
  /** "Try again" was pressed: focus goes back to the card step (the button is about to go). */
  onRetry: () => void
  /** Where Stripe returns the payer (a path; the donate page's thank-you view by default). */
  returnPath?: string
  /** The pay button's words (default "Donate $50"). */
  payLabel?: string
  /** Whether the card form's failure offers the mail-in instructions of the page (the donate page's). */
  mailIn?: boolean
}

/** Stripe's Payment Element; Stripe returns the visitor to /donate?success=true when done. */
export default function CardPayment({ publishableKey, clientSecret, amountCents, onLoading, onRetry, returnPath, payLabel, mailIn = true }: Props) {
  const [attempt, setAttempt] = useState(0)
  const [form, setForm] = useState<CardForm>({ state: 'loading' })

  useEffect(() => {
    let current = true
    const giveUp = setTimeout(() => current && setForm((now) => (now.state === 'loading' ? { state: 'failed' } : now)), STRIPE_JS_WAIT_MS)
    // A script that arrives after the wait still brings the form.
    void stripeFor(publishableKey)
      .then(
        (stripe) => current && setForm(stripe ? { state: 'ready', stripe } : { state: 'failed' }),
        () => current && setForm({ state: 'failed' }),
      )
      .finally(() => clearTimeout(giveUp))
    return () => {
      current = false
      clearTimeout(giveUp)
    }
  }, [publishableKey, attempt])

  useEffect(() => onLoading(form.state === 'loading'), [form.state, onLoading])

  if (form.state === 'failed') {
    const retry = () => {
      onRetry()
      setForm({ state: 'loading' })
      setAttempt((n) => n + 1)
    }
    return <CardFormMissing onRetry={retry} mailIn={mailIn} />
  }
  if (form.state === 'loading') return null
  return (
    <Elements key={attempt} stripe={form.stripe} options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#0b1f3a' } } }}>
      <PayButton
        returnPath={returnPath ?? `/donate?success=true&amount=${(amountCents / 100).toFixed(2)}`}
        label={payLabel ?? `Donate ${formatDollars(amountCents)}`}
        onLoadError={() => setForm({ state: 'failed' })}
      />
    </Elements>
  )
}

/** The card form could not load: say so, offer it again, and the mail-in way. */
function CardFormMissing({ onRetry, mailIn }: { onRetry: () => void; mailIn: boolean }) {
  // Opens the page's "Mail-In Donation Instructions" (src/components/site/MailInInstructions.tsx) and goes there.
  const giveByMail = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const instructions = document.getElementById('mail-in')
    if (!(instructions instanceof HTMLDetailsElement)) return
    event.preventDefault()
    instructions.open = true
    instructions.querySelector('summary')?.focus()
  }
  return (
    <div className="space-y-4">
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
        <p className="font-semibold">The secure card form could not load.</p>
        <p className="mt-1">A script blocker, a company network or an outage at our card processor can stop it. {mailIn ? 'Try again, or give by mail.' : 'Try again in a moment.'}</p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" onClick={onRetry} className={navyButton}>
          Try again
        </button>
        {mailIn && (
          <a href="#mail-in" onClick={giveByMail} className="text-navy-800 underline">
            Give by mail instead
          </a>
        )}
      </div>
    </div>
  )
}

function PayButton({ returnPath, label, onLoadError }: { returnPath: string; label: string; onLoadError: () => void }) {
  const stripe = useStripe()
  const elements = useElements()
  const toast = useToast()
  const [busy, setBusy] = useState(false)

  const pay = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements) return
    setBusy(true)
    const returnUrl = `${window.location.origin}${returnPath}`
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } })
    // Only reached when the payment could not be confirmed; success leaves the page.
    toast(error?.message || 'Payment failed', 'error')
    setBusy(false)
  }

  return (
    <form onSubmit={pay} aria-label="Card payment">
      <PaymentElement onLoadError={onLoadError} />
      <button type="submit" disabled={!stripe || busy} className={`${navyButton} mt-6 w-full`}>
        {busy ? 'Processing…' : label}
      </button>
    </form>
  )
}
