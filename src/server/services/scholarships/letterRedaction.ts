import 'server-only'

import type { Payload } from 'payload'
import type * as z from 'zod/mini'

import { type letterRedactionSchema, SCHOLARSHIP_REVIEW_MESSAGES as M, type StaffLetter } from '@/contracts/scholarshipReview'
import { relationId } from '@/lib/relations'
import type { AuditContext } from '@/plugins/audit/hooks'

import { lockWithinTransaction } from '../../data/transactionLock'
import { conflict, notFound } from '../../domain/errors'
import { inTransaction } from '../../transaction'
import { staffLetter } from './applicationViews'

/**
 * An admin's redaction of a typed letter (PUT /api/admin/scholarships/letters/{id}/redaction): the
 * text reviewers read instead of the letter as written, with the names taken out; null shows them
 * the letter as written again. The original stays for admins. Only a typed letter that arrived
 * (and is not yet deleted by the retention) can be redacted: a PDF reaches reviewers as its
 * writer sent it (409). The change is in the audit trail (`scholarship.letter.redact`, the field
 * names, never the text). Answers the letter as admins see it, with the names still found.
 */
export async function redactLetter(payload: Payload, letterId: number, body: z.output<typeof letterRedactionSchema>): Promise<StaffLetter> {
  return inTransaction(payload, async ({ req }) => {
    // Against a second admin's redaction at once, and the letter's own arrival (same lock).
    await lockWithinTransaction(payload, req, `scholarship-recommendation:${letterId}`)
    const letter = await payload.findByID({ collection: 'scholarship-recommendations', id: letterId, depth: 0, disableErrors: true, overrideAccess: true, req })
    if (!letter) throw notFound(M.letterUnknown)
    if (letter.status !== 'received' || !letter.letter_text) throw conflict(M.letterNotTyped)
    const application = await payload.findByID({ collection: 'scholarship-applications', id: relationId(letter.application)!, depth: 0, overrideAccess: true, req })
    const saved = await payload.update({
      collection: 'scholarship-recommendations',
      id: letter.id,
      data: { letter_text_redacted: body.text },
      depth: 0,
      overrideAccess: true,
      context: { auditAction: 'scholarship.letter.redact' } satisfies AuditContext,
      req,
    })
    return staffLetter(saved, application)
  })
}
