'use client'

import { useState } from 'react'

import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/contracts/roles'
import type { StaffMember } from '@/contracts/staff'
import { callApi, type ApiFailure } from '@/contracts/client'
import { formatCompactDateTime } from '@/lib/dates'

import { navyButton } from '../ui/buttons'
import { useToast } from '../ui/Toaster.client'
import { Dialog } from '../ui/Dialog.client'
import { InviteStaffForm } from './InviteStaffForm.client'
import { ScrollRegion } from './ScrollRegion'
import { useApiData } from './useApiData'

const statusOf = (member: StaffMember) => (!member.active ? 'Deactivated' : member.invitation_pending ? 'Invitation pending' : 'Active')
const STATUS_STYLE = { Active: 'bg-green-100 text-green-900', Deactivated: 'bg-slate-200 text-slate-800', 'Invitation pending': 'bg-amber-100 text-amber-900' }

/** Admins only: every staff account, invitations, roles, deactivation. */
export function StaffAdmin() {
  const toast = useToast()
  const { data: staff, error, mutate, isLoading } = useApiData('GET /api/admin/staff')
  const { data: me } = useApiData('GET /api/auth/me')
  const [inviting, setInviting] = useState(false)
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null)
  const [resetting, setResetting] = useState<StaffMember | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)

  const change = async (member: StaffMember, body: { role?: StaffRole; active?: boolean }, done: string) => {
    setRefusal(null)
    const result = await callApi('PATCH /api/admin/staff/{id}', { params: { id: member.id }, body })
    await mutate()
    if (!result.ok) {
      if (result.status === 409) setRefusal(result.detail)
      return toast(result.status === 409 ? result.detail : 'Failed to update the staff account', 'error')
    }
    toast(done, 'success')
  }

  /** A lost phone: their second step is cleared, their sessions end, and they enrol again. */
  const resetTwoStep = async (member: StaffMember) => {
    setResetting(null)
    const result = await callApi('DELETE /api/admin/staff/{id}/two-step', { params: { id: member.id } })
    await mutate()
    toast(result.ok ? `Two-step sign-in of ${member.email} is reset` : result.detail, result.ok ? 'success' : 'error')
  }

  const failure = error as ApiFailure | undefined
  if (failure)
    return (
      <p role="alert" className="rounded bg-white p-4 text-red-800 shadow-sm">
        {failure.status === 403 ? failure.detail : 'The staff list could not be loaded.'}
      </p>
    )

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Staff</h1>
        <button type="button" onClick={() => setInviting(true)} className="rounded bg-navy-900 px-4 py-2 font-semibold text-white">
          Invite staff member
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        The foundation always keeps at least one active admin; nobody can remove their own admin role or deactivate themselves. Last sign-ins are in the foundation’s time zone.
      </p>
      {refusal && (
        <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {refusal}
        </p>
      )}
      <ScrollRegion label="Staff accounts" className="mt-4 rounded-lg bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b bg-slate-50 text-slate-700">
            <tr>
              <th className="p-3">Email</th>
              <th className="p-3">Role</th>
              <th className="p-3">Status</th>
              <th className="p-3">Two-step</th>
              <th className="p-3">Last sign-in</th>
              <th className="p-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {isLoading && (
              <tr>
                <td colSpan={6} className="p-3">
                  Loading…
                </td>
              </tr>
            )}
            {staff?.map((member) => {
              const status = statusOf(member)
              return (
                <tr key={member.id} className="border-b last:border-0" data-testid={`staff-${member.email}`}>
                  <td className="break-all p-3 font-semibold">
                    {member.email}
                    {me?.id === member.id && <span className="font-normal text-slate-600"> (you)</span>}
                  </td>
                  <td className="p-3">
                    <select
                      aria-label={`Role of ${member.email}`}
                      value={member.role}
                      onChange={(e) => change(member, { role: e.target.value as StaffRole }, `${member.email} is now ${ROLE_LABELS[e.target.value as StaffRole]}`)}
                      className="rounded border border-slate-300 bg-white px-2 py-1"
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="p-3">
                    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>{status}</span>
                  </td>
                  <td className="whitespace-nowrap p-3">
                    {member.two_step_enabled ? 'On' : 'Off'}
                    {member.two_step_enabled && me?.id !== member.id && (
                      <button type="button" onClick={() => setResetting(member)} className="ml-2 text-navy-800 underline" aria-label={`Reset two-step sign-in of ${member.email}`}>
                        Reset
                      </button>
                    )}
                  </td>
                  <td className="whitespace-nowrap p-3">{member.last_sign_in_at ? formatCompactDateTime(member.last_sign_in_at) : 'Never'}</td>
                  <td className="whitespace-nowrap p-3 text-right">
                    {member.active ? (
                      <button type="button" onClick={() => setDeactivating(member)} className="text-red-700 underline" aria-label={`Deactivate ${member.email}`}>
                        Deactivate
                      </button>
                    ) : (
                      <button
                        type="button"
                        onClick={() => change(member, { active: true }, `${member.email} is active again`)}
                        className="text-navy-800 underline"
                        aria-label={`Reactivate ${member.email}`}
                      >
                        Reactivate
                      </button>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <Dialog title="Invite staff member" open={inviting} onClose={() => setInviting(false)}>
        <InviteStaffForm
          onInvited={async () => {
            setInviting(false)
            await mutate()
          }}
        />
      </Dialog>
      <Dialog title="Reset two-step sign-in" open={resetting !== null} onClose={() => setResetting(null)}>
        {resetting && (
          <div className="space-y-4">
            <p>
              <strong className="break-all">{resetting.email}</strong> will be signed out everywhere. Their authenticator app and recovery codes stop working, and they set up two-step sign-in again
              when they next sign in.
            </p>
            <div className="flex flex-wrap gap-3">
              <button type="button" className={navyButton} onClick={() => resetTwoStep(resetting)}>
                Reset
              </button>
              <button type="button" className={`${navyButton} bg-slate-600 hover:bg-slate-700`} onClick={() => setResetting(null)}>
                Cancel
              </button>
            </div>
          </div>
        )}
      </Dialog>
      <Dialog title="Deactivate staff account" open={deactivating !== null} onClose={() => setDeactivating(null)}>
        {deactivating && (
          <div className="space-y-4">
            <p>
              <strong className="break-all">{deactivating.email}</strong> will be signed out everywhere at once and cannot sign in until an admin reactivates the account. Nothing they did is removed.
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800"
                onClick={async () => {
                  const member = deactivating
                  setDeactivating(null)
                  await change(member, { active: false }, `${member.email} is deactivated`)
                }}
              >
                Deactivate
              </button>
              <button type="button" className={`${navyButton} bg-slate-600 hover:bg-slate-700`} onClick={() => setDeactivating(null)}>
                Cancel
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  )
}
