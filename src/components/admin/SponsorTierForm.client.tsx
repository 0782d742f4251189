'use client'

import * as z from 'zod/mini'

import type { SponsorTierOut } from '@/contracts/sponsors'
import { adminFetch, ApiFailure } from '@/lib/admin/api'

import { useSchemaForm } from '../site/useApiForm'
import { navyButton } from '../ui/buttons'
import { TextArea, TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

const parseBenefits = (text: string): unknown => (text.trim() ? JSON.parse(text) : { benefits: [] })

/** The dialog's form: the amount in dollars, the benefits as JSON text (empty means no benefits). */
const tierFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  amount: z
    .string()
    .check(z.trim(), z.refine((v: string) => v !== '' && Number.isFinite(Number(v)) && Number(v) >= 0, 'Amount must be a valid number')),
  benefits: z.string().check(
    z.superRefine((text: string, ctx) => {
      try {
        const value = parseBenefits(text)
        if (typeof value !== 'object' || value === null || Array.isArray(value)) ctx.addIssue({ code: 'custom', message: 'Benefits must be a JSON object' })
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `Invalid JSON: ${(error as Error).message}` })
      }
    }),
  ),
  is_active: z.boolean(),
})

const FORM_FIELD: Record<string, string> = { amount_cents: 'amount', benefits_json: 'benefits' }
const onFormFields = (fields: Record<string, string> | undefined) =>
  fields && Object.fromEntries(Object.entries(fields).map(([name, message]) => [FORM_FIELD[name] ?? name, message]))

export function SponsorTierForm({ tier, onSaved }: { tier: SponsorTierOut | null; onSaved: () => void }) {
  const toast = useToast()
  const { register, handleSubmit, formState, applyServerErrors } = useSchemaForm(tierFormSchema, {
    defaultValues: {
      name: tier?.name ?? '',
      amount: tier ? (tier.amount_cents / 100).toFixed(2) : '',
      benefits: tier ? JSON.stringify(tier.benefits_json, null, 2) : '',
      is_active: tier?.is_active ?? true,
    },
  })
  const onSubmit = handleSubmit(async (values) => {
    const body = { name: values.name, amount_cents: Math.round(Number(values.amount) * 100), benefits_json: parseBenefits(values.benefits), is_active: values.is_active }
    try {
      await adminFetch(tier ? `/api/sponsors/admin/${tier.id}` : '/api/sponsors/admin', { method: tier ? 'PUT' : 'POST', body })
      toast(tier ? 'Sponsor tier updated successfully' : 'Sponsor tier created successfully', 'success')
      onSaved()
    } catch (error) {
      // The server names the contract's fields; the dialog shows dollars and JSON text for them.
      if (error instanceof ApiFailure) applyServerErrors({ ok: false, status: error.status, detail: error.detail, fields: onFormFields(error.fields) })
      toast('Failed to save sponsor tier', 'error')
    }
  })
  const e = formState.errors
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sponsor tier">
      <TextField id="tier-name" label="Name" registration={register('name')} error={e.name} />
      <TextField id="tier-amount" label="Amount (USD)" inputMode="decimal" registration={register('amount')} error={e.amount} />
      <TextArea id="tier-benefits" label="Benefits (JSON)" optional rows={5} hint='For example {"benefits": ["Logo on our website"]}' registration={register('benefits')} error={e.benefits} />
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" {...register('is_active')} className="h-4 w-4" /> Active
      </label>
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>{formState.isSubmitting ? 'Saving…' : 'Save'}</button>
    </form>
  )
}
