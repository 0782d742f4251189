'use client'

import { useState } from 'react'
import { useFieldArray } from 'react-hook-form'

import { callApi } from '@/contracts/client'
import { ROUND_FORM_FIELDS, roundFormSchema } from '@/contracts/adminForms'
import type { AdminRound } from '@/contracts/scholarshipReview'
import { isoToZonedLocal } from '@/lib/dates'

import { useContractForm } from '../../forms/useContractForm'
import { navyButton } from '../../ui/buttons'
import { type FieldError, TextArea, TextField } from '../../ui/fields'
import { LiveRegion } from '../../ui/LiveRegion.client'
import { useToast } from '../../ui/Toaster.client'
import { RoundRows } from './RoundRows.client'

/**
 * A round in the staff dialog: its texts, award, dates, essay, documents and criteria rows. Saved,
 * it says so in the dialog's own status line while the list reloads: the page's toasts sit outside
 * the modal dialog, inert while it is open, so a screen reader would not hear them.
 */
export function RoundForm({ round, onSaved }: { round: AdminRound | null; onSaved: () => Promise<void> }) {
  const toast = useToast()
  const [said, setSaid] = useState('')
  const form = useContractForm(roundFormSchema, {
    defaultValues: {
      title: round?.title ?? '',
      slug: round?.slug ?? '',
      summary: round?.summary ?? '',
      description: round?.description ?? '',
      award: round ? String(round.award_cents / 100) : '',
      awards_count: round ? String(round.awards_count) : '1',
      opens_at: round ? isoToZonedLocal(round.opens_at) : '',
      closes_at: round ? isoToZonedLocal(round.closes_at) : '',
      essay_prompt: round?.essay_prompt ?? '',
      essay_max_words: round ? String(round.essay_max_words) : '500',
      recommendations_required: round ? String(round.recommendations_required) : '1',
      documents: round?.documents ?? [{ key: 'transcript', label: 'Transcript', required: true, reviewers_see: true }],
      criteria: round?.criteria ?? [{ key: 'essay', label: 'Essay' }],
      is_published: round?.is_published ?? false,
    },
  })
  const { onFocus, register, handleSubmit, formState, applyServerErrors, control } = form
  const documents = useFieldArray({ control, name: 'documents' })
  const criteria = useFieldArray({ control, name: 'criteria' })
  const onSubmit = handleSubmit(async ({ award, ...fields }) => {
    const body = { ...fields, award_cents: award }
    const result = round ? await callApi('PUT /api/admin/scholarships/{id}', { params: { id: round.id }, body }) : await callApi('POST /api/admin/scholarships', { body })
    if (!result.ok) {
      applyServerErrors(result, ROUND_FORM_FIELDS)
      toast(result.fields ? 'Please correct the fields marked' : result.detail || 'Failed to save the round', 'error')
      return
    }
    const message = round ? 'Round updated' : 'Round created'
    setSaid(message)
    toast(message, 'success')
    await onSaved()
  })
  const e = formState.errors
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Scholarship round">
      <TextField id="round-title" label="Title" registration={register('title')} error={e.title} />
      <TextField id="round-slug" label="Slug" hint="Its address: /scholarships/<slug> (lowercase letters, digits, hyphens)" registration={register('slug')} error={e.slug} />
      <TextArea id="round-summary" label="Summary" optional rows={2} hint="A sentence or two for the list of scholarships." registration={register('summary')} error={e.summary} />
      <TextArea id="round-description" label="Description" optional rows={5} hint="Plain text; a blank line starts a new paragraph." registration={register('description')} error={e.description} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="round-award" label="Each award (USD)" inputMode="decimal" registration={register('award')} error={e.award} />
        <TextField id="round-awards-count" label="Number of awards" inputMode="numeric" registration={register('awards_count')} error={e.awards_count as FieldError | undefined} />
        <TextField id="round-opens" label="Opens" type="datetime-local" registration={register('opens_at')} error={e.opens_at} />
        <TextField id="round-closes" label="Closes" type="datetime-local" registration={register('closes_at')} error={e.closes_at} />
      </div>
      <TextArea id="round-essay-prompt" label="Essay prompt" rows={3} registration={register('essay_prompt')} error={e.essay_prompt} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="round-essay-words" label="Essay word limit" inputMode="numeric" registration={register('essay_max_words')} error={e.essay_max_words as FieldError | undefined} />
        <div>
          <label htmlFor="round-letters" className="block text-sm font-semibold text-navy-900">
            Recommendation letters
          </label>
          <select id="round-letters" {...register('recommendations_required')} className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm">
            {['0', '1', '2', '3'].map((count) => (
              <option key={count} value={count}>
                {count === '0' ? 'None' : count}
              </option>
            ))}
          </select>
        </div>
      </div>
      <RoundRows
        kind="documents"
        rows={documents}
        register={register}
        errors={e.documents}
        rootError={e.documents?.root ?? (e.documents as FieldError | undefined)}
        touched={formState.touchedFields.documents}
        submitted={formState.isSubmitted}
      />
      <RoundRows
        kind="criteria"
        rows={criteria}
        register={register}
        errors={e.criteria}
        rootError={e.criteria?.root ?? (e.criteria as FieldError | undefined)}
        touched={formState.touchedFields.criteria}
        submitted={formState.isSubmitted}
      />
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" {...register('is_published')} className="h-4 w-4" /> Publish the round (it shows on /scholarships)
      </label>
      <LiveRegion className="font-semibold text-green-800 empty:hidden">{said}</LiveRegion>
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  )
}
