'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { loginSchema } from '@/contracts/auth'
import type { Enrolment as EnrolmentDetails } from '@/contracts/twoStep'
import { callApi, setToken } from '@/contracts/client'

import { useContractForm } from '../forms/useContractForm'
import { navyButton } from '../ui/buttons'
import { TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'
import { CodeStep } from './twoStep/CodeStep.client'
import { Enrolment } from './twoStep/Enrolment.client'

/** Where to go once signed in: `?next=/cms…` (Payload's admin, which the two-step sign-in opens too) or an /admin page. */
function destination(): string {
  const next = new URLSearchParams(window.location.search).get('next') ?? ''
  return /^\/(cms|admin)(\/[\w\-/]*)?$/.test(next) ? next : '/admin'
}

type Step = { kind: 'password' } | { kind: 'code'; mfaToken: string } | { kind: 'enrol'; mfaToken: string; details: EnrolmentDetails }

/** Password first; then, for an account with two-step sign-in, its code, or the enrolment its role requires. */
export function LoginForm() {
  const router = useRouter()
  const toast = useToast()
  const [step, setStep] = useState<Step>({ kind: 'password' })
  const [pendingToken, setPendingToken] = useState<string>()

  const signedIn = (accessToken: string) => {
    setToken(accessToken)
    toast('Login successful!', 'success')
    const next = destination()
    if (next.startsWith('/cms')) window.location.assign(next)
    else router.replace(next)
  }

  if (step.kind === 'code') {
    return (
      <div className="mt-6">
        <CodeStep
          id="login-code"
          heading="Enter your sign-in code"
          submitLabel="Verify"
          submit={async (code) => {
            const result = await callApi('POST /api/auth/mfa', { body: { mfa_token: step.mfaToken, code } })
            if (result.ok) signedIn(result.data.access_token)
            else if (result.status === 401 && /expired/.test(result.detail)) {
              toast(result.detail, 'error')
              setStep({ kind: 'password' })
            }
            return result
          }}
        />
      </div>
    )
  }
  if (step.kind === 'enrol') {
    return (
      <div className="mt-6">
        <p className="mb-4 text-sm text-slate-700">Your role signs in with two steps: a password and a code from your phone. Set it up now to continue.</p>
        <Enrolment
          details={step.details}
          confirm={async (code) => {
            const result = await callApi('POST /api/auth/mfa/enrol/confirm', { body: { mfa_token: step.mfaToken, code } })
            if (result.ok) setPendingToken(result.data.access_token)
            return result
          }}
          onDone={() => pendingToken && signedIn(pendingToken)}
        />
      </div>
    )
  }
  return <PasswordStep onSession={signedIn} onStep={setStep} />
}

function PasswordStep({ onSession, onStep }: { onSession: (token: string) => void; onStep: (step: Step) => void }) {
  const toast = useToast()
  const { onFocus, register, handleSubmit, formState, setFocus } = useContractForm(loginSchema, { defaultValues: { email: '', password: '' } })
  const onSubmit = handleSubmit(async (values) => {
    const result = await callApi('POST /api/auth/login', { body: values })
    if (!result.ok) {
      // Back to the password, selected, to type again (the toast says what went wrong).
      setFocus('password', { shouldSelect: true })
      return toast(result.status === 429 ? result.detail : 'Invalid email or password', 'error')
    }
    const answer = result.data
    if ('access_token' in answer) return onSession(answer.access_token)
    if ('mfa_required' in answer) return onStep({ kind: 'code', mfaToken: answer.mfa_token })
    const started = await callApi('POST /api/auth/mfa/enrol', { body: { mfa_token: answer.mfa_token } })
    if (!started.ok) return toast(started.detail, 'error')
    onStep({ kind: 'enrol', mfaToken: answer.mfa_token, details: started.data })
  })
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="mt-6 space-y-4" aria-label="Sign in">
      <TextField id="login-email" label="Email" type="email" autoComplete="username" registration={register('email')} error={formState.errors.email} />
      <TextField id="login-password" label="Password" type="password" autoComplete="current-password" registration={register('password')} error={formState.errors.password} />
      <button type="submit" className={`${navyButton} w-full`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in…' : 'Sign In'}
      </button>
    </form>
  )
}
