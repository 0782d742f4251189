import * as z from 'zod/mini'

import { loginResultSchema } from './auth'

/**
 * Two-step sign-in: a time-based code from an authenticator app (RFC 6238, 6 digits) or one of
 * ten single-use recovery codes (`xxxx-xxxx-xxxx-xxxx`).
 */
export const twoStepCodeSchema = z.string({ error: 'Enter the code' }).check(
  z.trim(),
  z.minLength(1, 'Enter the code'),
  z.maxLength(40, 'That is not a code'),
  z.regex(/^(\d{6}|[A-Za-z0-9 -]{16,40})$/, 'Enter the 6-digit code or a recovery code'),
)

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
