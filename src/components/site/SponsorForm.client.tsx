'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { callApi } from '@/contracts/client'
import { formatDollarsAndCents } from '@/lib/money'

import { navyButton } from '../ui/buttons'
import { TextField } from '../ui/fields'
import { FormProblem } from '../ui/FormProblem'
import { Honeypot } from '../ui/Honeypot'
import { LiveRegion } from '../ui/LiveRegion.client'
import { ToastProvider, useToast } from '../ui/Toaster.client'
import { attemptKeys } from '../forms/attemptKeys'
import { usePublicForm } from '../forms/usePublicForm'
import { HumanCheckStep, useHumanCheck } from './useHumanCheck.client'

// Stripe.js loads only once the place is held and the card step is about to show.
const CardPayment = lazy(() => import('./CardPayment.client'))

const loadContract = () => import('@/contracts/sponsors')

type Tier = { id: number; name: string; amount_cents: number }

/** The form with its own toasts: the Sponsors page loads neither until a visitor opens it (its JavaScript budget). */
export function SponsorFormWithToasts(props: { tier: Tier; publishableKey: string }) {
  return (
    <ToastProvider>
      <SponsorForm {...props} />
    </ToastProvider>
  )
}

/**
 * "Become a sponsor" of one tier: the company and who to thank; the server prices it from the
 * tier and holds a place, then the card step is the donate page's.
 */
export function SponsorForm({ tier, publishableKey }: { tier: Tier; publishableKey: string }) {
  const toast = useToast()
  const [secret, setSecret] = useState<string | null>(null)
  const [cardLoading, setCardLoading] = useState(false)
  const [keyFor] = useState(attemptKeys)
  const cardHeading = useRef<HTMLHeadingElement>(null)
  const humanCheck = useHumanCheck()
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = usePublicForm(() => loadContract().then((m) => m.sponsorFormSchema), {
    defaultValues: { company: '', contact_name: '', email: '', website: '', website_url: '' },
  })
  useEffect(() => {
    if (secret) cardHeading.current?.focus()
  }, [secret])
  const onSubmit = handleSubmit(async (values) => {
    const body = {
      company: values.company,
      contact_name: values.contact_name,
      email: values.email,
      website: values.website.trim() || null,
      ...(values.website_url ? { website_url: values.website_url } : {}),
    }
    const checked = humanCheck.solution ? { ...body, human_check: humanCheck.solution } : body
    const result = await callApi('POST /api/sponsors/{id}/purchase', { params: { id: tier.id }, body: checked, headers: { 'Idempotency-Key': keyFor(body) } })
    if (!result.ok && result.status === 428) {
      humanCheck.asked(result.detail)
      return
    }
    if (!result.ok) {
      applyServerErrors(result)
      toast([409, 429, 503].includes(result.status) ? result.detail : 'Your sponsorship could not be started. Please try again.', 'error')
      return
    }
    humanCheck.passed()
    setCardLoading(true)
    setSecret(result.data.client_secret)
  })
  const news = <LiveRegion className="sr-only">{secret && cardLoading ? 'Loading secure card form…' : humanCheck.news}</LiveRegion>
  const id = (field: string) => `sponsor-${tier.id}-${field}`
  if (secret) {
    return (
      <>
        {news}
        <section aria-labelledby={id('pay')}>
          <h3 id={id('pay')} ref={cardHeading} tabIndex={-1} className="text-xl font-bold">
            Pay for your sponsorship
          </h3>
          <div className="mt-4">
            <Suspense fallback={null}>
              <CardPayment
                publishableKey={publishableKey}
                clientSecret={secret}
                amountCents={tier.amount_cents}
                onLoading={setCardLoading}
                onRetry={() => cardHeading.current?.focus()}
                returnPath="/sponsors/thank-you"
                payLabel={`Pay ${formatDollarsAndCents(tier.amount_cents)}`}
                mailIn={false}
              />
            </Suspense>
          </div>
        </section>
      </>
    )
  }
  return (
    <>
      {news}
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label={`Become a ${tier.name} sponsor`}>
        <TextField id={id('company')} label="Company or family name" autoComplete="organization" registration={register('company')} error={formState.errors.company} />
        <TextField id={id('name')} label="Your name" autoComplete="name" registration={register('contact_name')} error={formState.errors.contact_name} />
        <TextField
          id={id('email')}
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={formState.errors.email}
          hint="Your receipt and the link for your logo are mailed here."
        />
        <TextField id={id('website')} label="Website" type="url" optional autoComplete="url" registration={register('website')} error={formState.errors.website} hint="Your logo will link here." />
        <Honeypot id={id('website-url')} registration={register('website_url')} />
        <HumanCheckStep humanCheck={humanCheck} resend={onSubmit} starting="Holding your place…" />
        <FormProblem error={formState.errors.root} />
        <button type="submit" className={`${navyButton} w-full`} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Holding your place…' : `Sponsor for ${formatDollarsAndCents(tier.amount_cents)}`}
        </button>
      </form>
    </>
  )
}
