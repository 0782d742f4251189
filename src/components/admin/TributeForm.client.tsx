'use client'

import { callApi } from '@/contracts/client'
import { type StaffTribute, updateTributeSchema } from '@/contracts/tributes'

import { useContractForm } from '../forms/useContractForm'
import { navyButton } from '../ui/buttons'
import { TextArea, TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

/** A tribute page's fields as staff change them (PUT /api/admin/tributes/{id}): the same rules as the API's. */
export function TributeForm({ tribute, onSaved }: { tribute: StaffTribute; onSaved: () => Promise<void> }) {
  const toast = useToast()
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(updateTributeSchema, {
    defaultValues: {
      name: tribute.name,
      slug: tribute.slug,
      born_on: tribute.born_on ?? '',
      died_on: tribute.died_on ?? '',
      remembrance_on: tribute.remembrance_on ?? '',
      family_word: tribute.family_word ?? '',
      show_total: tribute.show_total,
      hidden: tribute.hidden,
    },
  })
  const onSubmit = handleSubmit(async (body) => {
    const result = await callApi('PUT /api/admin/tributes/{id}', { params: { id: tribute.id }, body })
    if (!result.ok) {
      applyServerErrors(result)
      toast(result.detail || 'Failed to save the tribute page', 'error')
      return
    }
    toast(`${body.name}’s page is saved`, 'success')
    await onSaved()
  })
  const e = formState.errors
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Tribute page">
      <TextField id="tribute-name" label="Name" registration={register('name')} error={e.name} />
      <TextField id="tribute-slug" label="Address" hint="After /tributes/: lowercase letters, digits and hyphens" registration={register('slug')} error={e.slug} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField id="tribute-born" label="Born" type="date" optional registration={register('born_on')} error={e.born_on} />
        <TextField id="tribute-died" label="Died" type="date" optional registration={register('died_on')} error={e.died_on} />
        <TextField id="tribute-remembrance" label="Day of remembrance" type="date" optional hint="Reminded each year" registration={register('remembrance_on')} error={e.remembrance_on} />
      </div>
      <TextArea id="tribute-word" label="A word from the family" optional rows={4} registration={register('family_word')} error={e.family_word} />
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" {...register('show_total')} className="h-4 w-4" /> Show the total given (the family agreed)
      </label>
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" {...register('hidden')} className="h-4 w-4" /> Hide the page
      </label>
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  )
}
