import type * as z from 'zod/mini'

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/**
 * A Payload `validate` from a contract's field rule, so /cms and the Local API enforce exactly what
 * the /api handlers and the forms do, with the same message. It replaces Payload's own checks of
 * the field (required, maxLength): the rule carries them. Payload validates every field on every
 * update; a value left as it was stored is not judged again, so a row kept under an older rule
 * can still be updated (marked read, approved) without being rewritten.
 */
export const validateWith =
  (rule: z.ZodMiniType) =>
  (value: unknown, options?: { operation?: string; previousValue?: unknown }): true | string => {
    if (options?.operation === 'update' && same(value, options.previousValue)) return true
    const result = rule.safeParse(value ?? undefined)
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value')
  }
