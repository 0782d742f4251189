'use client'

import { REFUND_FORM_FIELDS, refundFormSchema } from '@/contracts/adminForms'
import type { DonationOut } from '@/contracts/donations'
import { voidCheckSchema } from '@/contracts/mailIn'
import { callApi } from '@/contracts/client'
import { formatDollars } from '@/lib/money'

import { useContractForm } from '../forms/useContractForm'
import { TextArea, TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

const dangerButton = 'inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 font-semibold text-white transition hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60'
const donorOf = (gift: DonationOut) => gift.donor_name || gift.donor_email || 'this donor'

/** Refund all that is left of a card gift, or part of it; the row changes when Stripe confirms. */
export function RefundForm({ gift, onDone }: { gift: DonationOut; onDone: () => void }) {
  const toast = useToast()
  // What was charged: the gift and the card fee the donor covered.
  const left = gift.amount_cents + gift.fee_covered_cents - gift.refunded_cents
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(refundFormSchema(left), {
    defaultValues: { amount: (left / 100).toFixed(2) },
  })
  const onSubmit = handleSubmit(async ({ amount }) => {
    const result = await callApi('POST /api/donations/{id}/refund', { params: { id: gift.id }, body: { amount_cents: amount } })
    if (!result.ok) {
      applyServerErrors(result, REFUND_FORM_FIELDS)
      toast(result.status === 409 || result.status === 503 ? result.detail : 'Failed to request refund', 'error')
      return
    }
    toast(result.data.message, 'success')
    onDone()
  })
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Refund">
      <p>
        Refund {donorOf(gift)}’s gift of {formatDollars(gift.amount_cents)}
        {gift.fee_covered_cents > 0 && ` (and the ${formatDollars(gift.fee_covered_cents)} card fee they covered)`}
        {gift.refunded_cents > 0 && ` (${formatDollars(gift.refunded_cents)} already refunded)`}? Stripe returns the money to their card; this cannot be undone.
      </p>
      <TextField id="refund-amount" label="Amount to refund (USD)" inputMode="decimal" hint={`Up to ${formatDollars(left)}`} registration={register('amount')} error={formState.errors.amount} />
      <button type="submit" className={dangerButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Asking Stripe…' : 'Refund'}
      </button>
    </form>
  )
}

/** Void a check (it bounced, or was recorded twice), saying why. */
export function VoidCheckForm({ check, onDone }: { check: DonationOut; onDone: () => void }) {
  const toast = useToast()
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(voidCheckSchema, { defaultValues: { reason: '' } })
  const onSubmit = handleSubmit(async (body) => {
    const result = await callApi('POST /api/donations/{id}/void', { params: { id: check.id }, body })
    if (!result.ok) {
      applyServerErrors(result)
      toast(result.status === 409 ? result.detail : 'Failed to void check', 'error')
      return
    }
    toast('Check voided', 'success')
    onDone()
  })
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Void check">
      <p>
        Void the check of {formatDollars(check.amount_cents)} from {donorOf(check)}? It stays listed, counts for nothing, and its history keeps why.
      </p>
      <TextArea id="void-reason" label="Reason" rows={2} registration={register('reason')} error={formState.errors.reason} />
      <button type="submit" className={dangerButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Voiding…' : 'Void check'}
      </button>
    </form>
  )
}
