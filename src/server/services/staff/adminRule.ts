import { LAST_ADMIN_MESSAGE, OWN_ADMIN_MESSAGE } from '@/contracts/staff'

/**
 * The reason `keepAnAdmin` (src/collections/Users/hooks) gave, read from a refusal by its shape (a ValidationError's field
 * errors; `instanceof` does not hold across the server's bundles), or undefined for other errors.
 */
export function adminRuleRefusal(error: unknown): string | undefined {
  const errors = (error as { data?: { errors?: { message?: string }[] } } | null)?.data?.errors ?? []
  return errors.map((e) => e.message).find((message) => message === LAST_ADMIN_MESSAGE || message === OWN_ADMIN_MESSAGE)
}
