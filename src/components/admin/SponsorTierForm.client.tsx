'use client'

import { SPONSOR_TIER_FORM_FIELDS, sponsorTierFormSchema } from '@/contracts/adminForms'
import type { SponsorTierOut } from '@/contracts/sponsors'
import { callApi } from '@/contracts/client'

import { useContractForm } from '../forms/useContractForm'
import { navyButton } from '../ui/buttons'
import { TextArea, TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

/** The dialog shows the amount in dollars and the benefits as JSON text (empty means none). */
export function SponsorTierForm({ tier, onSaved }: { tier: SponsorTierOut | null; onSaved: () => Promise<void> }) {
  const toast = useToast()
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(sponsorTierFormSchema, {
    defaultValues: {
      name: tier?.name ?? '',
      amount: tier ? (tier.amount_cents / 100).toFixed(2) : '',
      benefits: tier ? JSON.stringify(tier.benefits_json, null, 2) : '',
      is_active: tier?.is_active ?? true,
      value: tier ? (tier.value_cents / 100).toFixed(2) : '0',
      quantity: tier?.quantity ? String(tier.quantity) : '',
      purchasable: tier?.purchasable ?? false,
    },
  })
  const onSubmit = handleSubmit(async ({ amount, value, benefits, ...fields }) => {
    const body = { ...fields, amount_cents: amount, value_cents: value, benefits_json: benefits }
    const result = tier ? await callApi('PUT /api/sponsors/admin/{id}', { params: { id: tier.id }, body }) : await callApi('POST /api/sponsors/admin', { body })
    if (!result.ok) {
      applyServerErrors(result, SPONSOR_TIER_FORM_FIELDS)
      toast('Failed to save sponsor tier', 'error')
      return
    }
    toast(tier ? 'Sponsor tier updated successfully' : 'Sponsor tier created successfully', 'success')
    await onSaved()
  })
  const e = formState.errors
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Sponsor tier">
      <TextField id="tier-name" label="Name" registration={register('name')} error={e.name} />
      <TextField id="tier-amount" label="Amount (USD)" inputMode="decimal" registration={register('amount')} error={e.amount} />
      <TextArea id="tier-benefits" label="Benefits (JSON)" optional rows={5} hint='For example {"benefits": ["Logo on our website"]}' registration={register('benefits')} error={e.benefits} />
      <TextField
        id="tier-value"
        label="Fair market value of its benefits (USD)"
        inputMode="decimal"
        hint="A table at the gala, for example; 0 when it gives no goods. The receipt says so."
        registration={register('value')}
        error={e.value}
      />
      <TextField id="tier-quantity" label="How many can be sold" inputMode="numeric" optional hint="Empty for no limit" registration={register('quantity')} error={e.quantity} />
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" {...register('is_active')} className="h-4 w-4" /> Active
      </label>
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" {...register('purchasable')} className="h-4 w-4" /> Sold online (“Become a sponsor”)
      </label>
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  )
}
