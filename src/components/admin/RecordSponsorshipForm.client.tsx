'use client'

import { recordSponsorshipFormSchema } from '@/contracts/adminForms'
import type { SponsorTierOut } from '@/contracts/sponsors'
import { callApi } from '@/contracts/client'
import { formatDollars } from '@/lib/money'

import { useContractForm } from '../forms/useContractForm'
import { navyButton } from '../ui/buttons'
import { TextField } from '../ui/fields'
import { SelectField } from '../ui/SelectField'
import { useToast } from '../ui/Toaster.client'

/** A sponsorship paid by check: the tier's place taken, the sponsor mailed the receipt and the logo link. */
export function RecordSponsorshipForm({ tiers, onSaved }: { tiers: SponsorTierOut[]; onSaved: () => Promise<void> }) {
  const toast = useToast()
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(recordSponsorshipFormSchema, {
    defaultValues: { tier: '', company: '', contact_name: '', email: '', website: '' },
  })
  const onSubmit = handleSubmit(async (body) => {
    const result = await callApi('POST /api/admin/sponsorships', { body })
    if (!result.ok) {
      applyServerErrors(result)
      toast(result.status === 409 || result.status === 404 ? result.detail : 'The sponsorship could not be recorded', 'error')
      return
    }
    toast(`Recorded: ${result.data.company}’s receipt is on its way`, 'success')
    await onSaved()
  })
  const e = formState.errors
  const options = [{ value: '', label: 'Choose a tier' }, ...tiers.filter((t) => t.is_active).map((t) => ({ value: String(t.id), label: `${t.name} (${formatDollars(t.amount_cents)})` }))]
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Sponsorship paid by check">
      <SelectField id="sponsorship-tier" label="Tier" options={options} registration={register('tier')} error={e.tier} />
      <TextField id="sponsorship-company" label="Company" registration={register('company')} error={e.company} />
      <TextField id="sponsorship-contact" label="Contact name" registration={register('contact_name')} error={e.contact_name} />
      <TextField id="sponsorship-email" label="Email" type="email" registration={register('email')} error={e.email} hint="The receipt and the logo link go here" />
      <TextField id="sponsorship-website" label="Website" optional inputMode="url" registration={register('website')} error={e.website} />
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Recording…' : 'Record'}
      </button>
    </form>
  )
}
