'use client'

import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'

import { INVITATION_REFUSED, PASSWORD_MIN, invitationFormSchema } from '@/contracts/staff'
import { callApi } from '@/contracts/client'

import { useContractForm } from '../forms/useContractForm'
import { navyButton } from '../ui/buttons'
import { TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

/** Sets the invited account's password with the link's token, then sends the person to sign in. */
export function InvitationForm() {
  const router = useRouter()
  const toast = useToast()
  const token = useSearchParams().get('token') ?? ''
  const [refused, setRefused] = useState(!token)
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(invitationFormSchema, { defaultValues: { password: '', confirm: '' } })

  const onSubmit = handleSubmit(async ({ password }) => {
    const result = await callApi('POST /api/auth/invitation', { body: { token, password } })
    if (!result.ok) {
      if (result.status === 400) return setRefused(true)
      applyServerErrors(result)
      return toast(result.status === 429 ? result.detail : 'Your password could not be set. Please try again.', 'error')
    }
    toast(result.data.message, 'success')
    router.replace('/admin/login')
  })

  if (refused) {
    return (
      <div className="mt-6 space-y-4">
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {INVITATION_REFUSED}
        </p>
        <Link href="/admin/login" className="block text-center text-navy-800 underline">
          Go to sign in
        </Link>
      </div>
    )
  }
  const e = formState.errors
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="mt-6 space-y-4" aria-label="Choose your password">
      <p className="text-sm text-slate-700">Choose a password to finish setting up your account. Then sign in with your email address and this password.</p>
      <TextField
        id="invitation-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters`}
        registration={register('password')}
        error={e.password}
      />
      <TextField id="invitation-confirm" label="Repeat the password" type="password" autoComplete="new-password" registration={register('confirm')} error={e.confirm} />
      <button type="submit" className={`${navyButton} w-full`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Set password'}
      </button>
    </form>
  )
}
