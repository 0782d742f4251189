'use client'

import { useEffect, useRef, useState } from 'react'

import { callApi } from '@/contracts/client'
import type { OwnMonthly } from '@/contracts/donorPortal'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import { formatLongDate } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

import { usePublicForm } from '../../forms/usePublicForm'
import { navyButton } from '../../ui/buttons'
import { Dialog } from '../../ui/Dialog.client'
import { TextArea, TextField } from '../../ui/fields'
import { FormProblem } from '../../ui/FormProblem'
import { LiveRegion } from '../../ui/LiveRegion.client'

type Action = 'amount' | 'pause' | 'cancel'
type Changed = { message: string; monthly: OwnMonthly }

const smallButton = 'rounded border border-navy-900 px-3 py-2 text-base font-semibold text-navy-900 hover:bg-navy-50 disabled:opacity-60'
const dangerButton = 'rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60'
const TITLES: Record<Action, string> = { amount: 'Change the amount', pause: 'Pause your monthly gift', cancel: 'Cancel your monthly gift' }

const failureOf = (answer: { status: number; detail: string }) =>
  answer.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : answer.status === 409 || answer.status === 404 ? answer.detail : 'We could not make the change. Please try again in a moment.'

function statusLine(gift: OwnMonthly): string {
  if (gift.status === 'canceled') return 'Canceled'
  if (gift.status === 'paused' && gift.paused_until) return `Paused until ${formatLongDate(gift.paused_until)}`
  return gift.next_payment_at ? `Next payment around ${formatLongDate(gift.next_payment_at)}` : 'Active'
}

/** The donor's monthly gifts, each with what they can change of it; each change announced, focus kept on the gift. */
export function MonthlyGifts({ initial }: { initial: OwnMonthly[] }) {
  const [gifts, setGifts] = useState(initial)
  const [open, setOpen] = useState<{ action: Action; gift: OwnMonthly } | null>(null)
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)
  const focusOn = useRef<number | null>(null)
  const headings = useRef(new Map<number, HTMLHeadingElement | null>())
  // After a change, the gift's heading takes the focus, once its dialog has closed (closing gives
  // the focus back to the button that opened it, which may be gone: Pause becomes Resume).
  useEffect(() => {
    if (focusOn.current === null || open !== null) return
    headings.current.get(focusOn.current)?.focus()
    focusOn.current = null
  }, [gifts, open])

  const changed = ({ message, monthly }: Changed) => {
    setGifts((all) => all.map((gift) => (gift.id === monthly.id ? monthly : gift)))
    setOpen(null)
    setSaid(message)
    focusOn.current = monthly.id
  }
  const resume = async (gift: OwnMonthly) => {
    setBusy(true)
    const answer = await callApi('POST /api/donor/monthly/{id}/resume', { params: { id: gift.id }, body: {} })
    setBusy(false)
    if (answer.ok) changed(answer.data)
    else setSaid(failureOf(answer))
  }
  const updateCard = async (gift: OwnMonthly) => {
    setBusy(true)
    const answer = await callApi('POST /api/donor/monthly/{id}/card', { params: { id: gift.id }, body: {} })
    if (answer.ok) return window.location.assign(answer.data.url)
    setBusy(false)
    setSaid(failureOf(answer))
  }

  return (
    <>
      <LiveRegion className={said ? 'rounded-lg bg-blue-50 p-4' : undefined}>{said}</LiveRegion>
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {gifts.map((gift) => (
          <li key={gift.id} className="space-y-3 py-4">
            <h3
              ref={(element) => {
                headings.current.set(gift.id, element)
              }}
              tabIndex={-1}
              className="font-semibold text-navy-900"
            >
              {formatDollars(gift.amount_cents)} a month{gift.campaign ? ` for ${gift.campaign}` : ''}
            </h3>
            <p className="text-base text-slate-700">
              Since {formatLongDate(gift.started_at)} · {statusLine(gift)}
              {gift.charged_cents !== gift.amount_cents ? ` · ${formatDollars(gift.charged_cents)} charged with the card fee you cover` : ''}
            </p>
            {gift.status !== 'canceled' && (
              <div className="flex flex-wrap gap-3">
                <button type="button" className={smallButton} disabled={busy} onClick={() => setOpen({ action: 'amount', gift })}>
                  Change amount
                </button>
                {gift.status === 'paused' ? (
                  <button type="button" className={smallButton} disabled={busy} onClick={() => resume(gift)}>
                    Resume now
                  </button>
                ) : (
                  <button type="button" className={smallButton} disabled={busy} onClick={() => setOpen({ action: 'pause', gift })}>
                    Pause
                  </button>
                )}
                <button type="button" className={smallButton} disabled={busy} onClick={() => updateCard(gift)}>
                  Update card
                </button>
                <button type="button" className={smallButton} disabled={busy} onClick={() => setOpen({ action: 'cancel', gift })}>
                  Cancel gift
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Dialog title={open ? TITLES[open.action] : ''} open={open !== null} onClose={() => setOpen(null)}>
        {open?.action === 'amount' && <AmountForm gift={open.gift} done={changed} />}
        {open?.action === 'pause' && <PauseChoice gift={open.gift} done={changed} />}
        {open?.action === 'cancel' && <CancelForm gift={open.gift} done={changed} keep={() => setOpen(null)} />}
      </Dialog>
    </>
  )
}

function AmountForm({ gift, done }: { gift: OwnMonthly; done: (changed: Changed) => void }) {
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/donorPortal').then((m) => m.monthlyAmountFormSchema), {
    defaultValues: { dollars: String(gift.amount_cents / 100) },
  })
  const onSubmit = handleSubmit(async ({ dollars }) => {
    const { dollarsToCents } = await import('@/contracts/donorPortal')
    setFailure('')
    const answer = await callApi('PUT /api/donor/monthly/{id}', { params: { id: gift.id }, body: { amount_cents: dollarsToCents(dollars) } })
    if (answer.ok) return done(answer.data)
    applyServerErrors(answer)
    if (answer.status !== 422) setFailure(failureOf(answer))
  })
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Change the amount">
      <p>The new amount is taken from the next payment on; nothing is charged now.</p>
      <TextField id={`monthly-${gift.id}-dollars`} label="Dollars each month" inputMode="decimal" registration={register('dollars')} error={formState.errors.dollars} />
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
      <FormProblem error={formState.errors.root} />
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save the new amount'}
      </button>
    </form>
  )
}

function PauseChoice({ gift, done }: { gift: OwnMonthly; done: (changed: Changed) => void }) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const pause = async (payments: number) => {
    setBusy(true)
    setFailure('')
    const answer = await callApi('POST /api/donor/monthly/{id}/pause', { params: { id: gift.id }, body: { payments } })
    setBusy(false)
    if (answer.ok) return done(answer.data)
    setFailure(failureOf(answer))
  }
  return (
    <div className="space-y-4">
      <p>Skip the next payments of your {formatDollars(gift.amount_cents)} monthly gift; it starts again on its own after them. You can resume it sooner.</p>
      <div className="flex flex-wrap gap-3">
        {[1, 2, 3].map((payments) => (
          <button key={payments} type="button" className={smallButton} disabled={busy} onClick={() => pause(payments)}>
            Skip {payments === 1 ? 'the next payment' : `the next ${payments} payments`}
          </button>
        ))}
      </div>
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
    </div>
  )
}

function CancelForm({ gift, done, keep }: { gift: OwnMonthly; done: (changed: Changed) => void; keep: () => void }) {
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/donorPortal').then((m) => m.cancelMonthlyFormSchema), {
    defaultValues: { reason: '' },
  })
  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure('')
    const answer = await callApi('POST /api/donor/monthly/{id}/cancel', { params: { id: gift.id }, body: { reason: reason.trim() || null } })
    if (answer.ok) return done(answer.data)
    applyServerErrors(answer)
    if (answer.status !== 422) setFailure(failureOf(answer))
  })
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Cancel your monthly gift">
      <p>No further payments of your {formatDollars(gift.amount_cents)} monthly gift will be taken. The months you gave stay as they are, with their receipts.</p>
      <TextArea id={`monthly-${gift.id}-reason`} label="Would you tell us why?" optional rows={3} registration={register('reason')} error={formState.errors.reason} />
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
      <FormProblem error={formState.errors.root} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={dangerButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Canceling…' : 'Cancel my monthly gift'}
        </button>
        <button type="button" className={smallButton} onClick={keep}>
          Keep my gift
        </button>
      </div>
    </form>
  )
}
