'use client'

import { useState } from 'react'

import { type OrganizationSettings, organizationSchema, TAX_STATUS_LABELS, TAX_STATUSES } from '@/contracts/organization'
import { callApi } from '@/contracts/client'

import { useContractForm } from '../forms/useContractForm'
import { LiveRegion } from '../ui/LiveRegion.client'
import { navyButton } from '../ui/buttons'
import { FieldMessage, TextArea, TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'
import { useApiData } from './useApiData'

const statusSentence = (settings: OrganizationSettings) =>
  settings.tax_status === 'exempt' ? `Letters now state the exemption under section 501(c)(3) and EIN ${settings.ein ?? ''}.` : 'Letters now say the 501(c)(3) application is pending.'

/** The form, once the settings are read: its fields start from them. */
function SettingsForm({ settings, onSaved }: { settings: OrganizationSettings; onSaved: (saved: OrganizationSettings) => void }) {
  const toast = useToast()
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(organizationSchema, {
    defaultValues: { ...settings, ein: settings.ein ?? '', exempt_since: settings.exempt_since ?? '', signer_title: settings.signer_title ?? '' },
  })
  const onSubmit = handleSubmit(async (body) => {
    const result = await callApi('PUT /api/admin/organization', { body })
    if (!result.ok) {
      applyServerErrors(result)
      toast(result.status === 422 ? result.detail : 'Failed to save the giving settings', 'error')
      return
    }
    toast('Giving settings saved', 'success')
    onSaved(result.data)
  })
  const e = formState.errors
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Giving settings">
      <TextField id="org-legal-name" label="Legal name" autoComplete="organization" registration={register('legal_name')} error={e.legal_name} />
      <div>
        <label htmlFor="org-tax-status" className="block text-sm font-semibold text-navy-900">
          Tax status
        </label>
        <select
          id="org-tax-status"
          {...register('tax_status')}
          aria-invalid={Boolean(e.tax_status)}
          aria-describedby={e.tax_status ? 'org-tax-status-error' : 'org-tax-status-hint'}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base"
        >
          {TAX_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TAX_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <FieldMessage id="org-tax-status" error={e.tax_status} hint="Choose exempt the day the IRS determination letter arrives; every letter from then on says so." />
      </div>
      <TextField id="org-ein" label="EIN" optional hint="NN-NNNNNNN; needed once exempt" autoComplete="off" registration={register('ein')} error={e.ein} />
      <TextField
        id="org-exempt-since"
        label="Exempt since"
        optional
        hint="YYYY-MM-DD, the date of the determination"
        autoComplete="off"
        registration={register('exempt_since')}
        error={e.exempt_since}
      />
      <TextField id="org-signer-name" label="Signer’s name" autoComplete="off" registration={register('signer_name')} error={e.signer_name} />
      <TextField id="org-signer-title" label="Signer’s title" optional autoComplete="off" registration={register('signer_title')} error={e.signer_title} />
      <TextArea id="org-mailing-address" label="Mailing address" rows={3} registration={register('mailing_address')} error={e.mailing_address} />
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save giving settings'}
      </button>
    </form>
  )
}

/** The foundation's giving settings (admins only): what every acknowledgement and statement states. */
export function OrganizationAdmin() {
  const { data, mutate } = useApiData('GET /api/admin/organization')
  const [said, setSaid] = useState('')
  return (
    <div className="max-w-xl space-y-6">
      <h1 className="text-2xl font-bold text-navy-900">Giving settings</h1>
      <p className="text-slate-700">The foundation’s name, tax status and signer, as every acknowledgement letter and year-end statement states them. A change applies to letters sent from then on.</p>
      <LiveRegion className="rounded bg-blue-50 p-3 text-sm empty:hidden">{said}</LiveRegion>
      <section aria-label="Settings" className="rounded-lg bg-white p-6 shadow">
        {data ? (
          <SettingsForm
            settings={data}
            onSaved={(saved) => {
              setSaid(`Saved. ${statusSentence(saved)}`)
              void mutate(saved, { revalidate: false })
            }}
          />
        ) : (
          <p className="text-slate-600">Loading…</p>
        )}
      </section>
    </div>
  )
}
