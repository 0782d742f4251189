'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { callApi } from '@/contracts/client'
import type { PublicTicket } from '@/contracts/tickets'
import { formatDollarsAndCents } from '@/lib/money'

import { navyButton } from '../ui/buttons'
import { TextField } from '../ui/fields'
import { FormProblem } from '../ui/FormProblem'
import { Honeypot } from '../ui/Honeypot'
import { LiveRegion } from '../ui/LiveRegion.client'
import { useToast } from '../ui/Toaster.client'
import { attemptKeys } from '../forms/attemptKeys'
import { usePublicForm } from '../forms/usePublicForm'
import { HumanCheckStep, useHumanCheck } from './useHumanCheck.client'

// Stripe.js loads only once the order is held and the card step is about to show.
const CardPayment = lazy(() => import('./CardPayment.client'))

const loadContract = () => import('@/contracts/tickets')
/** At most this many of one ticket in one order from the form (the API's own bound is higher). */
const MOST_PER_TICKET = 10

/** What a ticket gives and what of it is deductible, in the receipt's terms. */
function deductibleWords(ticket: PublicTicket) {
  if (!ticket.value_cents) return 'Tax-deductible in full as the law allows.'
  return `${formatDollarsAndCents(ticket.value_cents)} is the value of what you receive; ${formatDollarsAndCents(ticket.price_cents - ticket.value_cents)} is tax-deductible.`
}

type Held = { clientSecret: string; chargedCents: number }

/**
 * The Buy tickets form of an event's page: how many of each ticket, the buyer, an added gift;
 * the server prices it and holds the seats, then the card step is the donate page's. With `offer`
 * (the token of a waitlist offer's link), the order buys the seats offered.
 */
export function BuyTickets({ eventId, tickets, publishableKey, offer }: { eventId: number; tickets: PublicTicket[]; publishableKey: string; offer?: string }) {
  const toast = useToast()
  const [held, setHeld] = useState<Held | null>(null)
  const [cardLoading, setCardLoading] = useState(false)
  const [keyFor] = useState(attemptKeys)
  const cardHeading = useRef<HTMLHeadingElement>(null)
  const humanCheck = useHumanCheck()
  const { onFocus, register, handleSubmit, formState, watch, applyServerErrors } = usePublicForm(() => loadContract().then((m) => m.buyTicketsFormSchema), {
    defaultValues: { name: '', email: '', quantities: Object.fromEntries(tickets.map((t) => [t.key, offer ? String(t.remaining) : '0'])), gift: '', website: '' },
  })
  const quantities = watch('quantities') ?? {}
  const gift = Number(watch('gift') || 0)
  const estimate = tickets.reduce((sum, t) => sum + t.price_cents * Number(quantities[t.key] ?? 0), 0) + (Number.isFinite(gift) ? Math.round(gift * 100) : 0)

  useEffect(() => {
    if (held) cardHeading.current?.focus()
  }, [held])

  const onSubmit = handleSubmit(async (values) => {
    // A waitlist offer's order buys the offered seats with the offer's token (its emailed link).
    const order = { ...(await loadContract()).toTicketOrder(values), ...(offer ? { offer } : {}) }
    const body = humanCheck.solution ? { ...order, human_check: humanCheck.solution } : order
    const result = await callApi('POST /api/events/{id}/orders', { params: { id: eventId }, body, headers: { 'Idempotency-Key': keyFor(order) } })
    if (!result.ok && result.status === 428) {
      humanCheck.asked(result.detail)
      return
    }
    if (!result.ok) {
      applyServerErrors(result)
      toast(result.status === 409 || result.status === 429 || result.status === 503 ? result.detail : 'Your order could not be started. Please try again.', 'error')
      return
    }
    humanCheck.passed()
    setCardLoading(true)
    setHeld({ clientSecret: result.data.client_secret, chargedCents: result.data.charged_cents })
  })

  const news = <LiveRegion className="sr-only">{held && cardLoading ? 'Loading secure card form…' : humanCheck.news}</LiveRegion>
  if (held) {
    return (
      <>
        {news}
        <section aria-labelledby="pay-title">
          <h3 id="pay-title" ref={cardHeading} tabIndex={-1} className="text-xl font-bold">
            Pay for your tickets
          </h3>
          <p className="mt-2 text-slate-700">Your seats are held for 15 minutes while you pay: {formatDollarsAndCents(held.chargedCents)}.</p>
          <div className="mt-4">
            <Suspense fallback={null}>
              <CardPayment
                publishableKey={publishableKey}
                clientSecret={held.clientSecret}
                amountCents={held.chargedCents}
                onLoading={setCardLoading}
                onRetry={() => cardHeading.current?.focus()}
                returnPath="/events/thank-you"
                payLabel={`Pay ${formatDollarsAndCents(held.chargedCents)}`}
                mailIn={false}
              />
            </Suspense>
          </div>
        </section>
      </>
    )
  }

  const quantitiesError = (formState.errors as { quantities?: { message?: string; root?: { message?: string } } }).quantities
  return (
    <>
      {news}
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-5" aria-label="Buy tickets">
        <fieldset className="space-y-4" aria-describedby={quantitiesError ? 'tickets-error' : undefined}>
          <legend className="text-lg font-semibold">Tickets</legend>
          {tickets.map((ticket) => (
            <div key={ticket.key} className="rounded-md border border-slate-200 p-3">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-semibold">
                    {ticket.label} · {formatDollarsAndCents(ticket.price_cents)}
                  </p>
                  <p className="text-sm text-slate-700">
                    {ticket.seats > 1 ? `Seats ${ticket.seats} guests. ` : ''}
                    {deductibleWords(ticket)}
                  </p>
                </div>
                {ticket.sold_out ? (
                  <p className="shrink-0 font-semibold text-navy-900">Sold out</p>
                ) : (
                  <div className="shrink-0">
                    <label htmlFor={`qty-${ticket.key}`} className="sr-only">
                      How many {ticket.label} tickets
                    </label>
                    <select id={`qty-${ticket.key}`} {...register(`quantities.${ticket.key}`)} className="rounded-md border border-slate-400 bg-white px-2 py-2 text-base">
                      {Array.from({ length: Math.min(MOST_PER_TICKET, ticket.remaining) + 1 }, (_, n) => (
                        <option key={n} value={String(n)}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </div>
              {!ticket.sold_out && ticket.remaining <= 10 && <p className="mt-1 text-sm font-semibold text-gold-700">Only {ticket.remaining} left</p>}
            </div>
          ))}
          {quantitiesError?.message && (
            <p id="tickets-error" role="alert" className="text-sm text-red-700">
              {quantitiesError.message}
            </p>
          )}
        </fieldset>
        <TextField id="order-name" label="Name" autoComplete="name" registration={register('name')} error={formState.errors.name} />
        <TextField id="order-email" label="Email" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email} hint="Your tickets and receipt are mailed here." />
        <TextField
          id="order-gift"
          label="Add a gift (dollars)"
          inputMode="decimal"
          optional
          registration={register('gift')}
          error={formState.errors.gift}
          hint="A gift buys nothing and is tax-deductible in full."
        />
        <Honeypot id="order-website" registration={register('website')} />
        <HumanCheckStep humanCheck={humanCheck} resend={onSubmit} starting="Holding your seats…" />
        <FormProblem error={formState.errors.root} />
        <p className="font-semibold" aria-live="off">
          Total: {formatDollarsAndCents(estimate)}
        </p>
        <button type="submit" className={`${navyButton} w-full`} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Holding your seats…' : 'Buy tickets'}
        </button>
      </form>
    </>
  )
}
