'use client'

import { useState } from 'react'

import { ROLE_LABELS } from '@/contracts/roles'
import type { Enrolment as EnrolmentDetails } from '@/contracts/twoStep'
import { callApi } from '@/contracts/client'

import { navyButton } from '../ui/buttons'
import { useToast } from '../ui/Toaster.client'
import { CodeStep } from './twoStep/CodeStep.client'
import { Enrolment } from './twoStep/Enrolment.client'
import { RecoveryCodes } from './twoStep/RecoveryCodes.client'
import { useApiData } from './useApiData'

type View = { kind: 'overview' } | { kind: 'enrol'; details: EnrolmentDetails } | { kind: 'codes'; codes: string[] }

/** The signed-in staff member's own account: two-step sign-in on or off, new recovery codes. */
export function AccountAdmin() {
  const toast = useToast()
  const { data: me } = useApiData('GET /api/auth/me')
  const { data: status, mutate } = useApiData('GET /api/auth/two-step')
  const [view, setView] = useState<View>({ kind: 'overview' })
  const backToOverview = () => {
    setView({ kind: 'overview' })
    void mutate()
  }

  const startEnrolment = async () => {
    const result = await callApi('POST /api/auth/two-step/setup', {})
    if (!result.ok) return toast(result.detail, 'error')
    setView({ kind: 'enrol', details: result.data })
  }

  return (
    <div className="max-w-xl space-y-6">
      <h1 className="text-2xl font-bold text-navy-900">Your account</h1>
      {me && (
        <p className="text-slate-700">
          Signed in as <strong>{me.email}</strong> ({ROLE_LABELS[me.role]})
        </p>
      )}
      <section aria-labelledby="two-step-heading" className="space-y-4 rounded-lg bg-white p-6 shadow">
        <h2 id="two-step-heading" className="text-xl font-bold text-navy-900">
          Two-step sign-in
        </h2>
        {view.kind === 'enrol' && (
          <Enrolment
            details={view.details}
            confirm={(code) => callApi('POST /api/auth/two-step/confirm', { body: { code } })}
            onDone={() => {
              toast('Two-step sign-in is on.', 'success')
              backToOverview()
            }}
          />
        )}
        {view.kind === 'codes' && <RecoveryCodes codes={view.codes} onContinue={backToOverview} />}
        {view.kind === 'overview' && !status && <p className="text-slate-600">Loading…</p>}
        {view.kind === 'overview' && status && !status.enabled && (
          <>
            <p className="text-slate-700" data-testid="two-step-state">
              Off. {status.required ? 'Your role must sign in with two steps: turn it on now.' : 'Turn it on so that a stolen password alone cannot open your account.'}
            </p>
            <button type="button" className={navyButton} onClick={startEnrolment}>
              Turn on two-step sign-in
            </button>
          </>
        )}
        {view.kind === 'overview' && status?.enabled && (
          <>
            <p className="text-slate-700" data-testid="two-step-state">
              On. You sign in with your password and a code from your authenticator app. Recovery codes left: {status.recovery_codes_left}.
            </p>
            <section aria-labelledby="new-codes-heading" className="space-y-2 border-t border-slate-200 pt-4">
              <h3 id="new-codes-heading" className="font-semibold text-navy-900">
                New recovery codes
              </h3>
              <p className="text-sm text-slate-600">The codes you have now stop working.</p>
              <CodeStep
                id="renew-code"
                submitLabel="Make new recovery codes"
                submit={async (code) => {
                  const result = await callApi('POST /api/auth/two-step/recovery-codes', { body: { code } })
                  if (result.ok) setView({ kind: 'codes', codes: result.data.recovery_codes })
                  return result
                }}
              />
            </section>
            <section aria-labelledby="turn-off-heading" className="space-y-2 border-t border-slate-200 pt-4">
              <h3 id="turn-off-heading" className="font-semibold text-navy-900">
                Turn off
              </h3>
              {status.required ? (
                <p className="text-sm text-slate-600">Your role must sign in with two steps. If you lose your phone and your recovery codes, ask an admin to reset it.</p>
              ) : (
                <CodeStep
                  id="off-code"
                  submitLabel="Turn off two-step sign-in"
                  submit={async (code) => {
                    const result = await callApi('POST /api/auth/two-step/off', { body: { code } })
                    if (result.ok) {
                      toast('Two-step sign-in is off.', 'success')
                      void mutate()
                    }
                    return result
                  }}
                />
              )}
            </section>
          </>
        )}
      </section>
    </div>
  )
}
