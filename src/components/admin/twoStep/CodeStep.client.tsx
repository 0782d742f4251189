'use client'

import { useEffect, useState } from 'react'

import { codeOnlySchema } from '@/contracts/twoStep'
import type { ApiResult } from '@/contracts/client'

import { useContractForm } from '../../forms/useContractForm'
import { navyButton } from '../../ui/buttons'
import { TextField } from '../../ui/fields'

type Props = {
  /** Sends the code; a failure's detail is shown on the field. */
  submit: (code: string) => Promise<ApiResult<unknown>>
  submitLabel: string
  /** Where the code step is the page's main step, its heading takes the focus. */
  heading?: string
  id: string
}

/** A 6-digit code from the authenticator app, or (by the toggle) one of the recovery codes. */
export function CodeStep({ submit, submitLabel, heading, id }: Props) {
  const [recovery, setRecovery] = useState(false)
  const { onFocus, register, handleSubmit, formState, setError, setFocus, resetField } = useContractForm(codeOnlySchema, { defaultValues: { code: '' } })
  useEffect(() => {
    if (heading) setFocus('code')
  }, [heading, setFocus])

  const onSubmit = handleSubmit(async ({ code }) => {
    const result = await submit(code)
    if (!result.ok) setError('code', { type: 'server', message: result.status === 401 ? 'That code is not right, or it was used already. Try the newest code.' : result.detail }, { shouldFocus: true })
  })
  const toggle = () => {
    setRecovery((on) => !on)
    resetField('code')
    setTimeout(() => setFocus('code'), 0)
  }

  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label={heading ?? submitLabel}>
      {heading && <h2 className="text-lg font-bold text-navy-900">{heading}</h2>}
      <TextField
        key={recovery ? 'recovery' : 'code'}
        id={id}
        label={recovery ? 'Recovery code' : '6-digit code from your authenticator app'}
        hint={recovery ? 'One of the codes you saved when you turned on two-step sign-in. Each works once.' : undefined}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={recovery ? 40 : 6}
        registration={register('code')}
        error={formState.errors.code}
      />
      <button type="submit" className={`${navyButton} w-full`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Checking…' : submitLabel}
      </button>
      {/* Pressing it keeps the focus in the field, so the empty field's blur message does not move the button away mid-click. */}
      <button type="button" className="block w-full text-center text-sm text-navy-800 underline" onMouseDown={(event) => event.preventDefault()} onClick={toggle}>
        {recovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
      </button>
    </form>
  )
}
