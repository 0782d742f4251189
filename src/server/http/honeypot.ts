import 'server-only'

import { ApiError } from './errors'

export const HONEYPOT_MESSAGE = 'We could not take this. Please reload the page and try again.'

/**
 * The honeypot of a public form: `website`, a field people never see or reach. Filled in, the
 * request is refused with a plain 400 and nothing is stored (a refusal, not a fake success, so a
 * person whose browser filled it by mistake is told).
 */
export function refuseHoneypot(fields: unknown, message = HONEYPOT_MESSAGE): void {
  const website = typeof fields === 'object' && fields ? (fields as { website?: unknown }).website : undefined
  if (website) throw new ApiError(400, message)
}
