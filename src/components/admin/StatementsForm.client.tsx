'use client'

import { statementsFormSchema } from '@/contracts/statements'
import { callApi } from '@/contracts/client'

import { useContractForm } from '../forms/useContractForm'
import { navyButton } from '../ui/buttons'
import { TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

/** Staff queue a year's giving statements: each donor once, unless sent again on purpose. */
export function StatementsForm({ onQueued }: { onQueued: (said: string) => void }) {
  const toast = useToast()
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(statementsFormSchema, {
    defaultValues: { year: String(new Date().getFullYear() - 1), resend: false },
  })
  const onSubmit = handleSubmit(async (body) => {
    const result = await callApi('POST /api/admin/statements', { body })
    if (!result.ok) {
      applyServerErrors(result)
      toast(result.status === 422 ? result.detail : 'Failed to queue the statements', 'error')
      return
    }
    const { queued } = result.data
    const said = `${queued} statement${queued === 1 ? '' : 's'} for ${body.year} queued.`
    toast(said, 'success')
    onQueued(said)
  })
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Year-end statements">
      <p>Every donor with gifts that year gets a statement by email: each gift, the amount kept, the total and the tax paragraph, with a PDF.</p>
      <TextField id="statements-year" label="Year" inputMode="numeric" autoComplete="off" registration={register('year')} error={formState.errors.year} />
      <label className="flex items-center gap-2">
        <input type="checkbox" {...register('resend')} />
        Send again to donors who already have that year’s statement
      </label>
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Queuing…' : 'Send statements'}
      </button>
    </form>
  )
}
