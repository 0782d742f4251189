'use client'

import { MAIL_IN_FORM_FIELDS, mailInFormSchema } from '@/contracts/adminForms'
import type { DonationOut } from '@/contracts/donations'
import { callApi } from '@/contracts/client'
import { formatDateTime } from '@/lib/dates'

import { useContractForm } from '../forms/useContractForm'
import { navyButton } from '../ui/buttons'
import { TextArea, TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

const today = () => new Date().toLocaleDateString('en-CA') // YYYY-MM-DD in the staff member's zone

/** Records a check that arrived by mail, or corrects one (with its history below). */
export function CheckForm({ check, onSaved }: { check: DonationOut | null; onSaved: () => void }) {
  const toast = useToast()
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(mailInFormSchema, {
    defaultValues: {
      amount: check ? (check.amount_cents / 100).toFixed(2) : '',
      received_on: check?.received_on ?? today(),
      donor_name: check?.donor_name ?? '',
      donor_email: check?.donor_email ?? '',
      check_number: check?.check_number ?? '',
      dedication_note: check?.dedication_note ?? '',
      note: check?.note ?? '',
    },
  })
  const onSubmit = handleSubmit(async ({ amount, ...fields }) => {
    const body = { ...fields, amount_cents: amount }
    const result = check ? await callApi('PATCH /api/donations/{id}', { params: { id: check.id }, body }) : await callApi('POST /api/donations/mail-in', { body })
    if (!result.ok) {
      applyServerErrors(result, MAIL_IN_FORM_FIELDS)
      toast(result.status === 409 ? result.detail : 'Failed to save check', 'error')
      return
    }
    toast(check ? 'Check updated successfully' : 'Check recorded successfully', 'success')
    onSaved()
  })
  const e = formState.errors
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Check by mail">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="check-amount" label="Amount (USD)" inputMode="decimal" registration={register('amount')} error={e.amount} />
        <TextField id="check-received" label="Date received" type="date" registration={register('received_on')} error={e.received_on} />
        <TextField id="check-donor" label="Donor name" registration={register('donor_name')} error={e.donor_name} />
        <TextField id="check-email" label="Donor email" type="email" optional registration={register('donor_email')} error={e.donor_email} />
        <TextField id="check-number" label="Check number" optional registration={register('check_number')} error={e.check_number} />
      </div>
      <TextArea id="check-dedication" label="Dedication" optional rows={2} registration={register('dedication_note')} error={e.dedication_note} />
      <TextArea id="check-note" label="Note" optional rows={2} registration={register('note')} error={e.note} />
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save'}
      </button>
      {check && <CheckHistory check={check} />}
    </form>
  )
}

const FIELD_LABELS: Record<string, string> = {
  amount_cents: 'amount',
  received_on: 'date received',
  donor_name: 'donor name',
  donor_email: 'donor email',
  check_number: 'check number',
  dedication_note: 'dedication',
  note: 'note',
  status: 'status',
}
const shown = (field: string, value: unknown) => (value == null || value === '' ? '(empty)' : field === 'amount_cents' ? `$${(Number(value) / 100).toFixed(2)}` : String(value))

/** Who recorded, corrected or voided the check, and when. */
export function CheckHistory({ check }: { check: DonationOut }) {
  return (
    <section aria-label="History" className="border-t pt-4 text-sm">
      <h3 className="font-semibold">History</h3>
      <ol className="mt-2 space-y-1">
        {check.history.map((entry, i) => (
          <li key={i}>
            {formatDateTime(entry.at)} — {entry.by} {entry.action}
            {entry.changes &&
              `: ${Object.entries(entry.changes)
                .map(([field, c]) => `${FIELD_LABELS[field] ?? field} ${shown(field, c.from)} → ${shown(field, c.to)}`)
                .join('; ')}`}
            {entry.reason && `: ${entry.reason}`}
          </li>
        ))}
      </ol>
    </section>
  )
}
