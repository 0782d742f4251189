'use client'

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'

import { chooseAmountMessage, coveredFeeCents, monthlyOfferCents, type MonthlyPromptAnswer, PRESET_AMOUNTS } from '@/contracts/amounts'
import { callApi } from '@/contracts/client'
// What the form's contract makes of its values (the amount in cents).
import type { DonateForm as FormValues } from '@/contracts/donate'
import type { CardFee } from '@/lib/cardFee'
import { formatDollars } from '@/lib/money'

import { primaryButton } from '../ui/buttons'
import { TextArea, TextField } from '../ui/fields'
import { LiveRegion } from '../ui/LiveRegion.client'
import { useToast } from '../ui/Toaster.client'
import { attemptKeys } from '../forms/attemptKeys'
import { usePublicForm } from '../forms/usePublicForm'
import { FormProblem } from '../ui/FormProblem'
import { Honeypot } from '../ui/Honeypot'
import { HumanCheckStep, useHumanCheck } from './useHumanCheck.client'

// Stripe.js and its React bindings load only once the card form is about to show (React.lazy:
// it is only ever rendered in the browser, after a checkout has started).
const CardPayment = lazy(() => import('./CardPayment.client'))
// A tribute's details load when the donor chooses one.
const TributeDetails = lazy(() => import('./TributeDetails.client'))
// The monthly prompt loads when it is asked.
const MonthlyPrompt = lazy(() => import('./MonthlyPrompt.client'))

/** The campaign (and supporter's fundraiser) a gift from /donate?campaign=…&fundraiser=… supports. */
export type GiftTowards = { campaign: { slug: string; title: string }; fundraiser: { slug: string; name: string } | null }

/**
 * `minCents`: MIN_DONATION_CENTS; `cardFee`: CARD_FEE_PERCENT and CARD_FEE_FIXED_CENTS; both from
 * the server page, so the form and the API say (and charge) the same.
 */
/** "Give in her memory" from a tribute page: the tribute filled in. */
export type GiftInNameOf = { kind: 'honor' | 'memory'; name: string }

type Props = { publishableKey: string; minCents: number; cardFee: CardFee; towards?: GiftTowards | null; inNameOf?: GiftInNameOf | null; monthlyPromptMinCents?: number | null }

const NO_TRIBUTE = { kind: '', honoree_name: '', notify_name: '', notify_email: '', message: '', show_amount: false, remind_yearly: false, share_address: false }

/** The shared schema loads with the form's first use; the amounts show at once. */
const loadContract = () => import('@/contracts/donate')

const LOADING_CARD_FORM = 'Loading secure card form…'

/**
 * `monthlyPromptMinCents`: from what one-time gift the form asks "Could you give $X a month
 * instead?" before the card step (MONTHLY_PROMPT_MIN_CENTS; null: MONTHLY_PROMPT=false).
 */
export function DonateForm({ publishableKey, minCents, cardFee, towards = null, inNameOf = null, monthlyPromptMinCents = null }: Props) {
  const toast = useToast()
  const [checkout, setCheckout] = useState<{ clientSecret: string; amountCents: number; recurring: boolean } | null>(null)
  // From "Continue" until Stripe's card form shows (or says it cannot).
  const [cardLoading, setCardLoading] = useState(false)
  // The text in the custom amount box; the amount itself is the form's `amount`, kept only there.
  const [custom, setCustom] = useState('')
  const { onFocus, register, handleSubmit, setValue, setFocus, formState, watch, applyServerErrors } = usePublicForm(() => loadContract().then((m) => m.donateFormSchemaFor(minCents)), {
    defaultValues: {
      amount: undefined,
      donor_name: '',
      donor_email: '',
      is_recurring: false,
      dedication_note: '',
      donor_address: '',
      website: '',
      campaign: towards?.campaign.slug ?? '',
      fundraiser: towards?.fundraiser?.slug ?? '',
      tribute: inNameOf ? { ...NO_TRIBUTE, kind: inNameOf.kind, honoree_name: inNameOf.name } : NO_TRIBUTE,
      cover_fee: false,
      anonymous: false,
    },
  })
  // The amount is a group (the presets and the custom amount), not one input: its error focuses the
  // group, first among the form's errors (registered here, before the other fields), through a ref
  // that focuses the fieldset, the way react-hook-form's own Controller hands it a focus.
  register('amount')
  const amountGroupRef = useCallback(
    (group: HTMLFieldSetElement | null) => {
      if (group) register('amount').ref({ focus: () => group.focus() })
    },
    [register],
  )
  const amount = watch('amount')
  // The gift in cents once it is one, the card fee the donor may add, and the total: an estimate
  // with the server's own sum; the card step shows what the checkout says it charges.
  const giftCents = amount && Math.round(amount * 100) >= minCents ? Math.round(amount * 100) : 0
  const fee = coveredFeeCents(giftCents, cardFee)
  const coverFee = watch('cover_fee')
  const totalCents = giftCents + (coverFee ? fee : 0)
  const tributeKind = watch('tribute.kind')
  const [telling, setTelling] = useState(false)
  const tell = (on: boolean) => {
    setTelling(on)
    // Nobody to tell: nothing typed for them is sent.
    if (!on) (['notify_name', 'notify_email', 'message'] as const).forEach((field) => setValue(`tribute.${field}`, '', { shouldValidate: formState.isSubmitted }))
    if (!on) setValue('tribute.share_address', false)
  }
  const [keyFor] = useState(attemptKeys)
  // While the card-testing guard is up; once solved, the gift is sent again with no further click.
  const humanCheck = useHumanCheck()

  // Choosing a preset clears the custom amount, and typing a custom amount clears the preset.
  const isChosen = (dollars: number) => custom === '' && amount === dollars
  // The monthly prompt is asked once per amount: its answer, and the values waiting on it.
  const [promptAnswer, setPromptAnswer] = useState<MonthlyPromptAnswer | null>(null)
  const [asking, setAsking] = useState<FormValues | null>(null)
  // Each asking is a dialog of its own: the close event of one dismissed by Escape may come after
  // a quick Enter has asked again, and must not be taken for the new one's.
  const [askings, setAskings] = useState(0)
  const choosePreset = (dollars: number) => {
    setPromptAnswer(null)
    setCustom('')
    setValue('amount', dollars, { shouldValidate: formState.isSubmitted })
  }
  const typeCustom = (text: string) => {
    setPromptAnswer(null)
    setCustom(text)
    setValue('amount', text === '' ? (undefined as unknown as number) : Number(text), { shouldValidate: formState.isSubmitted })
  }

  const send = async (values: FormValues, answer: MonthlyPromptAnswer | null) => {
    const contract = await loadContract()
    const asked = contract.toCheckout(values)
    // Accepted, the same checkout starts as a monthly gift of the amount offered.
    const gift =
      answer === 'accepted' ? { ...asked, is_recurring: true, amount_cents: monthlyOfferCents(asked.amount_cents), monthly_prompt: answer } : answer ? { ...asked, monthly_prompt: answer } : asked
    const body = humanCheck.solution ? { ...gift, human_check: humanCheck.solution } : gift
    const result = await callApi('POST /api/donations/checkout', { body, headers: { 'Idempotency-Key': keyFor(gift) } })
    if (!result.ok && result.status === 428) {
      // A solution works once: a new check, with the server's words on why it is asked.
      humanCheck.asked(result.detail)
      return
    }
    if (!result.ok) {
      applyServerErrors(result, contract.DONATE_FORM_FIELDS)
      toast(result.status === 429 || result.status === 400 ? result.detail : 'Failed to initiate payment. Please try again.', 'error')
      return
    }
    humanCheck.passed()
    setCardLoading(true)
    // What the card is charged is the server's word (the total above the button is an estimate).
    setCheckout({ clientSecret: result.data.client_secret, amountCents: result.data.charged_cents, recurring: body.is_recurring ?? false })
  }
  const askFirst = (values: FormValues) => !values.is_recurring && monthlyPromptMinCents !== null && values.amount >= monthlyPromptMinCents && promptAnswer === null
  const onSubmit = handleSubmit(async (values) => {
    if (askFirst(values)) {
      setAskings((n) => n + 1)
      return setAsking(values)
    }
    await send(values, promptAnswer)
  })
  const answerPrompt = (answer: MonthlyPromptAnswer) => {
    const values = asking
    setAsking(null)
    setPromptAnswer(answer)
    if (values) void send(values, answer)
  }

  // Focus follows the step: the card step's heading once it shows, the amount on the way back.
  const cardHeading = useRef<HTMLHeadingElement>(null)
  const wasCardStep = useRef(false)
  useEffect(() => {
    if (checkout) cardHeading.current?.focus()
    else if (wasCardStep.current) setFocus('amount')
    wasCardStep.current = Boolean(checkout)
  }, [checkout, setFocus])

  // Announced from a live region that is on the page from the start (a region inserted with its
  // text is often not read); the visible words beside them are hidden from screen readers.
  const cardNews = <LiveRegion className="sr-only">{checkout && cardLoading ? LOADING_CARD_FORM : humanCheck.news}</LiveRegion>

  if (checkout) {
    return (
      <>
        {cardNews}
        <section aria-labelledby="complete-title" className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id="complete-title" ref={cardHeading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold">
            Complete Your Donation
          </h2>
          <p className="mt-2 text-slate-700">
            {formatDollars(checkout.amountCents)}
            {checkout.recurring ? ' every month' : ' one-time gift'}
          </p>
          <div className="mt-6">
            {cardLoading && (
              <p aria-hidden="true" className="text-slate-700">
                {LOADING_CARD_FORM}
              </p>
            )}
            <Suspense fallback={null}>
              <CardPayment
                publishableKey={publishableKey}
                clientSecret={checkout.clientSecret}
                amountCents={checkout.amountCents}
                onLoading={setCardLoading}
                onRetry={() => cardHeading.current?.focus()}
              />
            </Suspense>
          </div>
          <button type="button" onClick={() => setCheckout(null)} className="mt-4 text-sm text-navy-800 underline">
            Change amount or details
          </button>
        </section>
      </>
    )
  }

  const amountError = formState.errors.amount
  // Nothing chosen: the spec's "Please enter a valid amount", and what to do about it.
  const noAmount = amount === undefined || Number.isNaN(amount)
  const towardsError = formState.errors.campaign ?? formState.errors.fundraiser
  return (
    <>
      {cardNews}
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-6 rounded-lg bg-white p-6 shadow-sm" aria-label="Donation">
        {towards && (
          <p className="rounded-md bg-blue-50 p-4 text-lg text-navy-900" data-testid="gift-towards">
            Your gift supports <strong>{towards.campaign.title}</strong>
            {towards.fundraiser && (
              <>
                {' '}
                through <strong>{towards.fundraiser.name}</strong>’s fundraiser
              </>
            )}
            .
            <input type="hidden" {...register('campaign')} />
            <input type="hidden" {...register('fundraiser')} />
          </p>
        )}
        {towardsError?.message && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
            {towardsError.message}
          </p>
        )}
        <fieldset ref={amountGroupRef} tabIndex={-1} aria-describedby={amountError ? 'donate-custom-error' : undefined} className="scroll-mt-24">
          <legend className="text-lg font-bold text-navy-900">Choose an amount</legend>
          <div className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
            {PRESET_AMOUNTS.map((dollars) => (
              <button
                key={dollars}
                type="button"
                aria-pressed={isChosen(dollars)}
                onClick={() => choosePreset(dollars)}
                className={`rounded-md border-2 px-3 py-3 text-lg font-semibold ${
                  isChosen(dollars) ? 'border-navy-900 bg-navy-900 text-white' : 'border-slate-300 bg-white text-navy-900 hover:border-navy-700'
                }`}
              >
                ${dollars}
              </button>
            ))}
          </div>
          <div className="mt-4">
            <label htmlFor="donate-custom" className="block text-sm font-semibold text-navy-900">
              Custom amount (USD)
            </label>
            <input
              id="donate-custom"
              type="number"
              inputMode="decimal"
              min={minCents / 100}
              step={0.01}
              placeholder="Other amount"
              value={custom}
              onChange={(event) => typeCustom(event.target.value)}
              aria-invalid={Boolean(amountError)}
              aria-describedby={amountError ? 'donate-custom-error' : undefined}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base"
            />
            {amountError?.message && (
              <p id="donate-custom-error" role="alert" className="mt-1 text-sm text-red-700">
                {amountError.message}
                {noAmount && `. ${chooseAmountMessage(minCents)}.`}
              </p>
            )}
          </div>
        </fieldset>
        <label className="flex items-center gap-3 text-base text-navy-900">
          <input type="checkbox" {...register('is_recurring')} className="h-5 w-5 accent-navy-900" />
          Make this a monthly recurring donation
        </label>
        <div>
          <label className="flex items-start gap-3 text-base text-navy-900">
            <input type="checkbox" {...register('cover_fee')} aria-describedby="donate-fee-total" className="mt-0.5 h-5 w-5 shrink-0 accent-navy-900" />
            <span>{fee ? `Add ${formatDollars(fee)}` : 'Add the card fee'} so all of my gift reaches the foundation</span>
          </label>
          <p id="donate-fee-total" aria-live="polite" className="mt-1 pl-8 text-sm text-slate-600">
            {giftCents ? `Total: ${formatDollars(totalCents)}${watch('is_recurring') ? ' a month' : ''}` : 'The card fee is what the card company keeps of each gift.'}
          </p>
        </div>
        <fieldset className="space-y-4">
          <legend className="text-lg font-bold text-navy-900">
            A gift in someone’s name <span className="text-sm font-normal text-slate-600">(optional)</span>
          </legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {[
              ['', 'Not a tribute gift'],
              ['honor', 'In honor of'],
              ['memory', 'In memory of'],
            ].map(([value, label]) => (
              <label key={value} className="flex items-center gap-3 text-base text-navy-900">
                <input type="radio" value={value} {...register('tribute.kind')} className="h-5 w-5 accent-navy-900" />
                {label}
              </label>
            ))}
          </div>
          {formState.errors.tribute?.kind?.message && (
            <p role="alert" className="text-sm text-red-700">
              {formState.errors.tribute.kind.message}
            </p>
          )}
          {(tributeKind === 'honor' || tributeKind === 'memory') && (
            <Suspense fallback={null}>
              <TributeDetails
                kind={tributeKind}
                fields={{
                  honoree_name: register('tribute.honoree_name'),
                  notify_name: register('tribute.notify_name'),
                  notify_email: register('tribute.notify_email'),
                  message: register('tribute.message'),
                  show_amount: register('tribute.show_amount'),
                  remind_yearly: register('tribute.remind_yearly'),
                  share_address: register('tribute.share_address'),
                  donor_address: register('donor_address'),
                }}
                errors={{ ...formState.errors.tribute, donor_address: formState.errors.donor_address }}
                sharing={Boolean(watch('tribute.share_address'))}
                telling={telling}
                onTell={tell}
              />
            </Suspense>
          )}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-lg font-bold text-navy-900">
            Your details <span className="text-sm font-normal text-slate-600">(optional)</span>
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="donate-name" label="Name" autoComplete="name" registration={register('donor_name')} error={formState.errors.donor_name} />
            <TextField id="donate-email" label="Email (for your receipt)" type="email" autoComplete="email" registration={register('donor_email')} error={formState.errors.donor_email} />
          </div>
          <label className="flex items-center gap-3 text-base text-navy-900">
            <input type="checkbox" {...register('anonymous')} className="h-5 w-5 accent-navy-900" />
            Don’t show my name on public lists
          </label>
          <TextArea
            id="donate-dedication"
            label="Dedication"
            hint="A note kept with your gift for the foundation. To give in someone’s name, with a card to their family, choose it above."
            rows={3}
            registration={register('dedication_note')}
            error={formState.errors.dedication_note}
          />
        </fieldset>
        <Honeypot id="donate-website" registration={register('website')} />
        <HumanCheckStep humanCheck={humanCheck} resend={onSubmit} starting="Starting your gift…" />
        {asking && (
          <Suspense fallback={null}>
            <MonthlyPrompt key={askings} oneTimeCents={asking.amount} monthlyCents={monthlyOfferCents(asking.amount)} answer={answerPrompt} close={() => setAsking(null)} />
          </Suspense>
        )}
        <FormProblem error={formState.errors.root} />
        <button type="submit" className={`${primaryButton} w-full text-lg`} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Preparing…' : `Continue${giftCents ? ` with ${formatDollars(totalCents)}` : ''}`}
        </button>
      </form>
    </>
  )
}
