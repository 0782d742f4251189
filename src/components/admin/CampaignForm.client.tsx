'use client'

import { CAMPAIGN_FORM_FIELDS, campaignFormSchema } from '@/contracts/adminForms'
import type { AdminCampaign } from '@/contracts/campaigns'
import { callApi } from '@/lib/api-client'
import { isoToZonedLocal } from '@/lib/dates'

import { useContractForm } from '../forms/useContractForm'
import { navyButton } from '../ui/buttons'
import { TextArea, TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

/** The dialog's goal is in dollars, its times local date-times in the foundation's zone. */
export function CampaignForm({ campaign, onSaved }: { campaign: AdminCampaign | null; onSaved: () => void }) {
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
    },
  })
  const onSubmit = handleSubmit(async ({ goal, ...fields }) => {
    const body = { ...fields, goal_cents: goal }
    const result = campaign
      ? await callApi('PUT /api/admin/campaigns/{id}', { params: { id: campaign.id }, body })
      : await callApi('POST /api/admin/campaigns', { body })
    if (!result.ok) {
      applyServerErrors(result, CAMPAIGN_FORM_FIELDS)
      toast('Failed to save campaign', 'error')
      return
    }
    toast(campaign ? 'Campaign updated successfully' : 'Campaign created successfully', 'success')
    onSaved()
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
      <TextArea id="campaign-story" label="Story" optional hint="Plain text; a blank line starts a new paragraph. The cover image is set in /cms." rows={6} registration={register('story')} error={e.story} />
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" {...register('is_published')} className="h-4 w-4" /> Publish campaign
      </label>
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>{formState.isSubmitting ? 'Saving…' : 'Save'}</button>
    </form>
  )
}
