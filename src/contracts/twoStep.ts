import * as z from 'zod/mini'

import { messageSchema } from './api'
import { loginResultSchema, loginSchema } from './auth'
import { defineEndpoint } from './endpoint'

/**
 * Two-step sign-in: a time-based code from an authenticator app (RFC 6238, 6 digits) or one of
 * ten single-use recovery codes (`xxxx-xxxx-xxxx-xxxx`).
 */
export const twoStepCodeSchema = z
  .string({ error: 'Enter the code' })
  .check(z.trim(), z.minLength(1, 'Enter the code'), z.maxLength(40, 'That is not a code'), z.regex(/^(\d{6}|[A-Za-z0-9 -]{16,40})$/, 'Enter the 6-digit code or a recovery code'))

const mfaTokenSchema = z.string({ error: 'Sign in again' }).check(z.minLength(1, 'Sign in again'), z.maxLength(4000))

/** The password was right; the second step is still to come. No session yet. */
export const mfaChallengeSchema = z.object({ mfa_required: z.literal(true), mfa_token: z.string() })
/** The password was right, but this role must enrol a second step before it gets a session. */
export const enrolmentChallengeSchema = z.object({ mfa_enrollment_required: z.literal(true), mfa_token: z.string() })

/** The login's answer: a session (the spec's), or one of the two challenges. */
export const loginAnswerSchema = z.union([loginResultSchema, mfaChallengeSchema, enrolmentChallengeSchema])
export type LoginAnswer = z.infer<typeof loginAnswerSchema>

export const mfaSignInSchema = z.object({ mfa_token: mfaTokenSchema, code: twoStepCodeSchema })

/** A code alone: confirming an enrolment, turning it off, new recovery codes. */
export const codeOnlySchema = z.object({ code: twoStepCodeSchema })
/** The first code of the authenticator app just set up: a TOTP code only. */
export const firstCodeSchema = z.object({ code: z.string({ error: 'Enter the 6-digit code' }).check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your app')) })

export const enrolmentTokenSchema = z.object({ mfa_token: mfaTokenSchema })
export const enrolmentConfirmByTokenSchema = z.object({ mfa_token: mfaTokenSchema, code: firstCodeSchema.shape.code })

/** What an authenticator app needs; the secret is also shown for typing in by hand. */
export const enrolmentSchema = z.object({
  otpauth_uri: z.string(),
  secret: z.string(),
  /** A QR code of `otpauth_uri` as an SVG data URL. */
  qr_code: z.string(),
})
export type Enrolment = z.infer<typeof enrolmentSchema>

/** Shown once; only their keyed hashes are kept. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) })

/** The enrolment of the required flow completes the sign-in: a session and the recovery codes. */
export const enrolledSignInSchema = z.extend(loginResultSchema, { recovery_codes: z.array(z.string()) })

export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  /** This account's role must have a second step (STAFF_TWO_STEP=required): it cannot be turned off. */
  required: z.boolean(),
  recovery_codes_left: z.number(),
})
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>

/** Payload's login (/cms) refuses a password alone for such an account; /cms/login then asks for the code. */
export const TWO_STEP_CMS_MESSAGE = 'This account signs in with a two-step code: enter it below, or sign in at /admin/login.'
/** The header on that refusal, which the /cms login page (src/components/cms/TwoStepLogin.client.tsx) looks for. */
export const TWO_STEP_CMS_HEADER = 'X-Two-Step'

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

/**
 * Lock-out after repeated failures: src/server/services/staff/loginGuard.ts. An account with two-step
 * sign-in answers `{mfa_required, mfa_token}` (then POST /api/auth/mfa), one that must enrol first
 * `{mfa_enrollment_required, mfa_token}` (then /api/auth/mfa/enrol): no session until then.
 */
export const signInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Staff sign-in (rate-limited per address together with /cms/api/users/login)',
  access: 'public',
  rateLimit: 'login',
  body: loginSchema,
  output: loginAnswerSchema,
  answers: { 401: { description: 'Invalid email or password (or the account is locked)' } },
})

/** Wrong codes lock like wrong passwords (loginGuard); 30 codes from one address in 15 minutes → 429. */
export const signInWithCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/mfa',
  summary: 'Complete a two-step sign-in: the login’s `mfa_token` with a 6-digit code or a recovery code; answers the session as the login does',
  access: 'public',
  rateLimit: 'two-step',
  body: mfaSignInSchema,
  output: loginResultSchema,
  answers: { 401: { description: 'A wrong, used or replayed code, a locked account, or an mfa_token forged, expired or for another use' } },
})

export const confirmRequiredEnrolmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/mfa/enrol/confirm',
  summary: 'Confirm the required enrolment with the app’s first code: two-step sign-in is on, and the answer is the session with ten recovery codes (shown this once)',
  access: 'public',
  rateLimit: 'two-step',
  body: enrolmentConfirmByTokenSchema,
  output: enrolledSignInSchema,
  answers: { 401: { description: 'The mfa_token is forged, expired or not an enrolment one' }, 409: { description: 'No enrolment started, or already on' } },
})

export const startRequiredEnrolmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/mfa/enrol',
  summary: 'Start the two-step enrolment a role requires, with the login’s `mfa_token` (`mfa_enrollment_required`): a new secret as an otpauth URI, base32 and a QR code',
  access: 'public',
  rateLimit: 'two-step',
  body: enrolmentTokenSchema,
  output: enrolmentSchema,
  answers: { 401: { description: 'The mfa_token is forged, expired or not an enrolment one' } },
})

export const confirmEnrolmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-step/confirm',
  summary: 'Confirm the pending secret with the app’s first code: two-step sign-in is on; answers ten recovery codes, shown this once',
  access: 'staff',
  role: 'account',
  body: firstCodeSchema,
  output: recoveryCodesSchema,
  answers: { 409: { description: 'No enrolment started, or already on' } },
})

export const twoStepOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/auth/two-step',
  summary: 'Your two-step sign-in: on or off, whether your role requires it, recovery codes left',
  access: 'staff',
  role: 'account',
  output: twoStepStatusSchema,
})

export const turnOffTwoStepEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-step/off',
  summary: 'Turn off your two-step sign-in with a current code (or a recovery code); not where your role requires it',
  access: 'staff',
  role: 'account',
  body: codeOnlySchema,
  output: messageSchema,
  answers: { 403: { description: 'Your role requires two-step sign-in (STAFF_TWO_STEP=required)' }, 409: { description: 'Two-step sign-in is not on' } },
})

export const renewRecoveryCodesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-step/recovery-codes',
  summary: 'Ten new recovery codes (the old ones stop working), with a current code; shown this once',
  access: 'staff',
  role: 'account',
  body: codeOnlySchema,
  output: recoveryCodesSchema,
  answers: { 409: { description: 'Two-step sign-in is not on' } },
})

export const startEnrolmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-step/setup',
  summary: 'Start turning on two-step sign-in: a new secret (otpauth URI, base32, QR code), kept pending until its first code',
  access: 'staff',
  role: 'account',
  output: enrolmentSchema,
  answers: { 409: { description: 'Two-step sign-in is already on' } },
})
