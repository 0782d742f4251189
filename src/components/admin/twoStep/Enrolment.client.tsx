'use client'

import { useEffect, useRef, useState } from 'react'

import { type Enrolment as EnrolmentDetails, firstCodeSchema } from '@/contracts/twoStep'
import type { ApiResult } from '@/contracts/client'

import { useContractForm } from '../../forms/useContractForm'
import { navyButton } from '../../ui/buttons'
import { TextField } from '../../ui/fields'
import { RecoveryCodes } from './RecoveryCodes.client'

type Props = {
  details: EnrolmentDetails
  /** Sends the app's first code; answers the recovery codes (and whatever else the caller needs). */
  confirm: (code: string) => Promise<ApiResult<{ recovery_codes: string[] }>>
  onDone: () => void
}

/** Setting up an authenticator app: the QR code and the secret, its first code, then the recovery codes. */
export function Enrolment({ details, confirm, onDone }: Props) {
  const [codes, setCodes] = useState<string[]>()
  const heading = useRef<HTMLHeadingElement>(null)
  const { onFocus, register, handleSubmit, formState, applyServerErrors, setError } = useContractForm(firstCodeSchema, { defaultValues: { code: '' } })
  useEffect(() => heading.current?.focus(), [])

  const onSubmit = handleSubmit(async ({ code }) => {
    const result = await confirm(code)
    if (result.ok) return setCodes(result.data.recovery_codes)
    if (result.fields) return applyServerErrors(result)
    setError('code', { type: 'server', message: result.detail }, { shouldFocus: true })
  })

  if (codes) return <RecoveryCodes codes={codes} onContinue={onDone} />
  return (
    <section aria-labelledby="enrol-heading" className="space-y-4">
      <h2 id="enrol-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-navy-900">
        Set up two-step sign-in
      </h2>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made on the server */}
      <img src={details.qr_code} alt="QR code for your authenticator app" width={200} height={200} className="mx-auto h-48 w-48" />
      <div>
        <p className="text-sm font-semibold text-navy-900">Key for typing in by hand</p>
        <code data-testid="two-step-secret" className="block break-all rounded bg-slate-100 p-2 font-mono text-sm">
          {details.secret.match(/.{1,4}/g)?.join(' ')}
        </code>
      </div>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Confirm two-step sign-in">
        <TextField id="enrol-code" label="6-digit code from your app" inputMode="numeric" autoComplete="one-time-code" maxLength={6} registration={register('code')} error={formState.errors.code} />
        <button type="submit" className={`${navyButton} w-full`} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Checking…' : 'Confirm and turn on'}
        </button>
      </form>
    </section>
  )
}
