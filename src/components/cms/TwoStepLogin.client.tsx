'use client'

import { Button, useConfig } from '@payloadcms/ui'
import { getSafeRedirect } from 'payload/shared'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'

import { TWO_STEP_CMS_HEADER } from '@/contracts/twoStep'

/** Answers of /api/auth/login and /api/auth/mfa that this form reads (src/contracts/twoStep.ts). */
type LoginAnswer = { mfa_required?: true; mfa_enrollment_required?: true; mfa_token?: string; access_token?: string; detail?: string }

type Step = { kind: 'idle' } | { kind: 'checking' } | { kind: 'code'; email: string; mfaToken: string } | { kind: 'enrol' } | { kind: 'failed'; message: string }

const ENROL_URL = '/admin/login?next=/cms'
const WRONG_CODE = 'That code is not right, or it was used already. Try the newest code.'

/** The email and password of Payload's login request: multipart with one `_payload` JSON field, or JSON. */
function credentialsOf(body: BodyInit | null | undefined): { email: string; password: string } | undefined {
  const text = body instanceof FormData ? body.get('_payload') : body
  if (typeof text !== 'string') return undefined
  try {
    const { email, password } = JSON.parse(text) as Record<string, unknown>
    return typeof email === 'string' && typeof password === 'string' ? { email, password } : undefined
  } catch {
    return undefined
  }
}

async function postJson(path: string, body: unknown): Promise<{ status: number; data: LoginAnswer }> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
    return { status: response.status, data: ((await response.json().catch(() => ({}))) ?? {}) as LoginAnswer }
  } catch {
    return { status: 0, data: { detail: 'The connection failed. Please try again.' } }
  }
}

/**
 * Below Payload's own login form (/cms/login; `admin.components.afterLogin`). Payload's form cannot
 * ask for a second step, and its login refuses a password alone for an account that has one (with
 * the `X-Two-Step` header). This notices that refusal of Payload's own request (it watches the
 * page's fetch for it, and changes nothing of any request or answer), signs in again through
 * `POST /api/auth/login` with the same email and password, and asks for the code here;
 * `POST /api/auth/mfa` then sets Payload's `payload-token` cookie and /cms opens. An account whose
 * role must enrol first is sent to /admin/login, which enrols it.
 */
export function TwoStepLogin() {
  const { config } = useConfig()
  const loginPath = `${config.routes.api}/${config.admin.user}/login`
  const adminRoute = config.routes.admin
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const [recovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)
  const id = useId()

  const passwordRefused = useCallback(async (credentials: { email: string; password: string }) => {
    setStep({ kind: 'checking' })
    setError(undefined)
    const { status, data } = await postJson('/api/auth/login', credentials)
    if (status === 200 && data.mfa_required && data.mfa_token) return setStep({ kind: 'code', email: credentials.email, mfaToken: data.mfa_token })
    if (status === 200 && data.mfa_enrollment_required) return setStep({ kind: 'enrol' })
    if (status === 200 && data.access_token) {
      // The second step was turned off meanwhile: end this session, and Payload's form signs in.
      await fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${data.access_token}` } }).catch(() => undefined)
      return setStep({ kind: 'failed', message: 'Please sign in again with the form above.' })
    }
    setStep({ kind: 'failed', message: status === 429 && data.detail ? data.detail : 'The sign-in did not work. Please check your email and password and try again.' })
  }, [])

  // Payload's form posts with the page's fetch; only the answer to its login is looked at.
  useEffect(() => {
    const original = window.fetch
    const watching: typeof fetch = async (input, init) => {
      const response = await original.call(window, input, init)
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
      if (response.status === 401 && response.headers.get(TWO_STEP_CMS_HEADER) === 'required' && url.origin === window.location.origin && url.pathname === loginPath) {
        const credentials = credentialsOf(init?.body)
        if (credentials) void passwordRefused(credentials)
      }
      return response
    }
    window.fetch = watching
    return () => {
      if (window.fetch === watching) window.fetch = original
    }
  }, [loginPath, passwordRefused])

  // While the code is asked for, Payload's password form is put aside, and the focus moves to the code.
  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>('form.login__form')
    if (step.kind !== 'code') return
    if (form) form.style.display = 'none'
    codeRef.current?.focus()
    return () => {
      if (form) form.style.display = ''
    }
  }, [step.kind])

  const startAgain = () => {
    setStep({ kind: 'idle' })
    setCode('')
    setError(undefined)
    setRecovery(false)
    setTimeout(() => document.querySelector<HTMLInputElement>('form.login__form input[type="password"]')?.focus(), 0)
  }

  const toggleRecovery = () => {
    setRecovery((on) => !on)
    setCode('')
    setError(undefined)
    setTimeout(() => codeRef.current?.focus(), 0)
  }

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (step.kind !== 'code' || busy) return
    const entered = code.trim()
    const valid = recovery ? /^[A-Za-z0-9 -]{16,40}$/.test(entered) : /^\d{6}$/.test(entered)
    if (!valid) {
      setError(recovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code from your authenticator app.')
      codeRef.current?.focus()
      return
    }
    setBusy(true)
    setError(undefined)
    const { status, data } = await postJson('/api/auth/mfa', { mfa_token: step.mfaToken, code: entered })
    if (status === 200 && data.access_token) {
      const redirect = getSafeRedirect({ fallbackTo: adminRoute, redirectTo: new URLSearchParams(window.location.search).get('redirect') ?? '' })
      // A full load: Payload's admin reads the payload-token cookie /api/auth/mfa has just set.
      window.location.assign(redirect)
      return
    }
    setBusy(false)
    if (status === 401 && /expired|sign in again/i.test(data.detail ?? '')) {
      startAgain()
      setStep({ kind: 'failed', message: 'The sign-in took too long. Please enter your password again.' })
      return
    }
    setCode('')
    setError(status === 401 ? WRONG_CODE : (data.detail ?? 'The code could not be checked. Please try again.'))
    codeRef.current?.focus()
  }

  const codeId = `${id}-code`
  const errorId = `${id}-error`
  return (
    <section aria-label="Two-step sign-in" className="two-step-login" style={{ marginTop: 'calc(var(--base) * 1.5)' }}>
      {step.kind === 'code' && (
        <form onSubmit={submitCode} noValidate aria-label="Finish signing in" style={{ display: 'flex', flexDirection: 'column', gap: 'var(--base)' }}>
          <p style={{ margin: 0 }}>
            The password for <strong>{step.email}</strong> is right. Enter the code from your authenticator app to finish signing in.
          </p>
          <div className="field-type text">
            <label className="field-label" htmlFor={codeId}>
              {recovery ? 'Recovery code' : 'Two-step code'}
            </label>
            <div className="field-type__wrap">
              <input
                key={recovery ? 'recovery' : 'code'}
                ref={codeRef}
                id={codeId}
                name="code"
                type="text"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode={recovery ? 'text' : 'numeric'}
                autoComplete={recovery ? 'off' : 'one-time-code'}
                autoCapitalize="none"
                spellCheck={false}
                maxLength={recovery ? 40 : 6}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
          </div>
          {error && (
            <p id={errorId} role="alert" style={{ margin: 0, color: 'var(--theme-error-750)', fontWeight: 600 }}>
              {error}
            </p>
          )}
          <Button type="submit" buttonStyle="primary" size="large" disabled={busy} margin={false}>
            {busy ? 'Checking…' : 'Verify and sign in'}
          </Button>
          <Button type="button" buttonStyle="secondary" size="medium" onClick={toggleRecovery} margin={false}>
            {recovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
          </Button>
          <Button type="button" buttonStyle="subtle" size="small" onClick={startAgain} margin={false}>
            Start again
          </Button>
        </form>
      )}
      {step.kind === 'checking' && (
        <p role="status" style={{ margin: 0 }}>
          Checking your sign-in…
        </p>
      )}
      {step.kind === 'enrol' && (
        <p role="alert" style={{ margin: 0 }}>
          Your role signs in with a two-step code, and it is not set up yet. <a href={ENROL_URL}>Set it up at /admin/login</a>, then you come back here.
        </p>
      )}
      {step.kind === 'failed' && (
        <p role="alert" style={{ margin: 0, color: 'var(--theme-error-750)', fontWeight: 600 }}>
          {step.message}
        </p>
      )}
      {step.kind !== 'code' && step.kind !== 'enrol' && (
        <p style={{ margin: 'var(--base) 0 0', textAlign: 'center' }}>
          Two-step sign-in: after your password, this page asks for your code. Setting it up, or trouble with it?{' '}
          <a href={ENROL_URL} style={{ textDecoration: 'underline' }}>
            Continue at /admin/login
          </a>
          .
        </p>
      )}
    </section>
  )
}
