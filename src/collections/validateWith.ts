import type * as z from 'zod/mini'

/**
 * A Payload `validate` from a contract's field rule, so /cms and the Local API enforce exactly what
 * the /api handlers and the forms do, with the same message. It replaces Payload's own checks of
 * the field (required, maxLength): the rule carries them.
 */
export const validateWith =
  (rule: z.ZodMiniType) =>
  (value: unknown): true | string => {
    const result = rule.safeParse(value ?? undefined)
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value')
  }
