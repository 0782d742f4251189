import type { StaffRole } from '@/contracts/roles'

// Not server-only: the users collection's hooks read the policy too.

export type TwoStepPolicy = 'required' | 'optional'

/** Roles that move money or manage staff: with `required`, they must sign in with a second step. */
const GUARDED_ROLES: readonly StaffRole[] = ['admin', 'fundraising']

function readPolicy(): TwoStepPolicy {
  const configured = process.env.STAFF_TWO_STEP?.trim().toLowerCase()
  if (configured === 'required' || configured === 'optional') return configured
  if (configured) throw new Error(`STAFF_TWO_STEP must be "required" or "optional", not "${configured}"`)
  return process.env.NODE_ENV === 'production' ? 'required' : 'optional'
}

let policy: TwoStepPolicy | undefined

/** `STAFF_TWO_STEP`, read once: `required` in production unless set, `optional` in development and tests. */
export const twoStepPolicy = (): TwoStepPolicy => (policy ??= readPolicy())

/** Whether this role must have a second step (and so may not turn it off). */
export const twoStepRequiredFor = (role: StaffRole | null | undefined): boolean => twoStepPolicy() === 'required' && GUARDED_ROLES.includes(role ?? 'admin')
