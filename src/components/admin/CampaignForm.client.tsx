'use client'

import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

import { CAMPAIGN_FORM_FIELDS, campaignFormSchema } from '@/contracts/adminForms'
import type { AdminCampaign } from '@/contracts/campaigns'
import { callApi } from '@/contracts/client'
import { isoToZonedLocal } from '@/lib/dates'

import { useContractForm } from '../forms/useContractForm'
import { navyButton } from '../ui/buttons'
import { FieldMessage, TextArea, TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

/** The dialog's goal is in dollars, its times local date-times in the foundation's zone. */
export function CampaignForm({ campaign, onSaved }: { campaign: AdminCampaign | null; onSaved: () => Promise<void> }) {
  const toast = useToast()
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(campaignFormSchema, {
    defaultValues: {
      title: campaign?.title ?? '',
      slug: campaign?.slug ?? '',
      story: campaign?.story ?? '',
      goal: campaign ? String(campaign.goal_cents / 100) : '',
      starts_at: campaign ? isoToZonedLocal(campaign.starts_at) : '',
      ends_at: campaign ? isoToZonedLocal(campaign.ends_at) : '',
      is_published: campaign?.is_published ?? false,
      cover: null,
      remove_cover: false,
    },
  })
  const onSubmit = handleSubmit(async ({ goal, cover, remove_cover: removeCover, ...fields }) => {
    const body = { ...fields, goal_cents: goal }
    const result = campaign ? await callApi('PUT /api/admin/campaigns/{id}', { params: { id: campaign.id }, body }) : await callApi('POST /api/admin/campaigns', { body })
    if (!result.ok) {
      applyServerErrors(result, CAMPAIGN_FORM_FIELDS)
      toast('Failed to save campaign', 'error')
      return
    }
    const problem = await saveCover(result.data.id, cover?.[0], Boolean(removeCover))
    // Said once the list shows what was saved and the dialog has closed: an Edit opened on the
    // word finds the new cover (the toast came first, and a quick Edit met the old dialog).
    await onSaved()
    if (problem) toast(`Campaign saved, but not its cover: ${problem}`, 'error')
    else toast(campaign ? 'Campaign updated successfully' : 'Campaign created successfully', 'success')
  })
  const e = formState.errors
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Campaign">
      <TextField id="campaign-title" label="Title" registration={register('title')} error={e.title} />
      <TextField id="campaign-slug" label="Slug" hint="Its address: /campaigns/<slug> (lowercase letters, digits, hyphens)" registration={register('slug')} error={e.slug} />
      <TextField id="campaign-goal" label="Goal (USD)" inputMode="decimal" registration={register('goal')} error={e.goal} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="campaign-start" label="Starts" type="datetime-local" registration={register('starts_at')} error={e.starts_at} />
        <TextField id="campaign-end" label="Ends" type="datetime-local" registration={register('ends_at')} error={e.ends_at} />
      </div>
      <TextArea id="campaign-story" label="Story" optional hint="Plain text; a blank line starts a new paragraph." rows={6} registration={register('story')} error={e.story} />
      <CoverField current={campaign?.cover ?? null} registration={register('cover')} removal={register('remove_cover')} error={e.cover} />
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" {...register('is_published')} className="h-4 w-4" /> Publish campaign
      </label>
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  )
}

/** A chosen file replaces the cover; "remove" takes it away. Null when done, else what went wrong. */
async function saveCover(id: number, file: File | undefined, remove: boolean): Promise<string | null> {
  if (!file && !remove) return null
  let result
  if (file) {
    const form = new FormData()
    form.set('cover', file)
    result = await callApi('PUT /api/admin/campaigns/{id}/cover', { params: { id }, body: form })
  } else {
    result = await callApi('DELETE /api/admin/campaigns/{id}/cover', { params: { id } })
  }
  if (result.ok) return null
  return result.fields?.cover ?? (result.detail || 'please try again')
}

type CoverFieldProps = { current: string | null; registration: UseFormRegisterReturn; removal: UseFormRegisterReturn; error?: FieldError }

function CoverField({ current, registration, removal, error }: CoverFieldProps) {
  return (
    <div>
      <label htmlFor="campaign-cover" className="block text-sm font-semibold text-navy-900">
        Cover image <span className="font-normal text-slate-600">(optional; JPG or PNG, under 10MB)</span>
      </label>
      {current && (
        // eslint-disable-next-line @next/next/no-img-element -- the stored cover, already resized
        <img src={current} alt="The current cover" className="mt-2 max-h-32 rounded-md border border-slate-200 object-contain" />
      )}
      <input
        id="campaign-cover"
        type="file"
        accept="image/jpeg,image/png"
        {...registration}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'campaign-cover-error' : undefined}
        className="mt-1 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white"
      />
      <FieldMessage id="campaign-cover" error={error} />
      {current && (
        <label className="mt-2 flex items-center gap-2 text-sm">
          <input type="checkbox" {...removal} className="h-4 w-4" /> Remove the cover
        </label>
      )}
    </div>
  )
}
