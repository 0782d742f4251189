'use client'

import { ROLE_LABELS, STAFF_ROLES } from '@/contracts/roles'
import { inviteStaffSchema } from '@/contracts/staff'
import { callApi } from '@/contracts/client'

import { useContractForm } from '../forms/useContractForm'
import { navyButton } from '../ui/buttons'
import { FieldMessage, TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

/** Email and role of a new staff member; the server mails them a link to choose a password. */
export function InviteStaffForm({ onInvited }: { onInvited: () => void }) {
  const toast = useToast()
  const { onFocus, register, handleSubmit, formState, applyServerErrors, setError } = useContractForm(inviteStaffSchema, {
    defaultValues: { email: '', role: 'content' },
  })
  const onSubmit = handleSubmit(async (body) => {
    const result = await callApi('POST /api/admin/staff', { body })
    if (!result.ok) {
      if (result.status === 409) setError('email', { type: 'server', message: result.detail }, { shouldFocus: true })
      else applyServerErrors(result)
      toast(result.status === 409 || result.status === 422 ? result.detail : 'Failed to send the invitation', 'error')
      return
    }
    toast(`Invitation sent to ${result.data.email}`, 'success')
    onInvited()
  })
  const e = formState.errors
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Invite staff member">
      <TextField id="invite-email" label="Email" type="email" autoComplete="off" registration={register('email')} error={e.email} />
      <div>
        <label htmlFor="invite-role" className="block text-sm font-semibold text-navy-900">
          Role
        </label>
        <select
          id="invite-role"
          {...register('role')}
          aria-invalid={Boolean(e.role)}
          aria-describedby={e.role ? 'invite-role-error' : 'invite-role-hint'}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base"
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <FieldMessage id="invite-role" error={e.role} hint="Content: events, photos, sponsors, inbox. Fundraising: gifts and refunds. Admin: everything, and staff." />
      </div>
      <p className="text-sm text-slate-700">They get an email with a link to choose a password. The link works once, within 72 hours.</p>
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  )
}
