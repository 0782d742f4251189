import type { AfterErrorHook } from 'payload'

type FieldError = { path?: unknown; message?: unknown; label?: unknown }

/**
 * Payload's REST (/cms/api) answers a refused field with "The following field is invalid: EIN" and
 * drops each field's message (its error formatter's `instanceof ValidationError` does not hold
 * across the server's bundles). This puts them back, in Payload's own shape (`errors[0].data.errors`,
 * which /cms shows under each field): the messages of the contract's rules (`validateWith`), the
 * same the staff API gives. An answer a collection's own hook already explained is kept.
 */
export const answerFieldMessages: AfterErrorHook = ({ error, result }) => {
  const refusal = error as Error & { status?: number; data?: { collection?: unknown; global?: unknown; errors?: FieldError[] } }
  const fields = refusal.data?.errors
  if (refusal.status !== 400 || !Array.isArray(fields) || fields.length === 0) return
  const answered = (result as { errors?: { data?: unknown }[] } | undefined)?.errors?.[0]?.data
  if (answered) return
  const errors = fields
    .filter((field) => typeof field.path === 'string' && typeof field.message === 'string')
    .map((field) => ({ path: field.path, message: field.message, ...(typeof field.label === 'string' && { label: field.label }) }))
  const { collection, global } = refusal.data ?? {}
  return {
    status: 400,
    response: {
      errors: [{ name: 'ValidationError', message: refusal.message, data: { ...(typeof collection === 'string' && { collection }), ...(typeof global === 'string' && { global }), errors } }],
    },
  }
}
