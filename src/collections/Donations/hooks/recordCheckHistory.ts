import type { CollectionBeforeChangeHook } from 'payload'

import type { HistoryEntry } from '@/contracts/mailIn'
import type { Donation } from '@/payload-types'
import type { CheckHistoryContext } from '@/server/services/donations/checkGifts'
import type { MonthlyHistoryContext } from '@/server/services/donors/monthlyGifts'

/** The fields of a check that staff may correct, as its history names them. */
export const CHECK_FIELDS = ['amount_cents', 'received_on', 'donor_name', 'donor_email', 'check_number', 'dedication_note', 'note', 'status'] as const

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null)
const storedHistory = (doc: Partial<Donation> | undefined): HistoryEntry[] => (Array.isArray(doc?.history) ? (doc.history as HistoryEntry[]) : [])

/**
 * A check's record keeps who did what, and when: recorded, each correction (field by field, from
 * and to, status included) and a void with its reason, whether through /api or /cms. The history
 * is only ever written here: whatever a request sends for it is replaced by the stored one plus
 * the new entries. A gift's method is fixed when it is made, so a card gift cannot be turned into
 * a check (or back) to get around either's rules. Card gifts change only through Stripe's
 * webhooks and keep no such history, but for a monthly gift's changes by its donor.
 */
export const recordCheckHistory: CollectionBeforeChangeHook<Donation> = ({ data, originalDoc, operation, req }) => {
  if (operation === 'update' && originalDoc) data.method = originalDoc.method
  const base = { at: new Date().toISOString(), by: req.user?.email ?? 'system' }
  if (data.method !== 'check') {
    const change = operation === 'update' ? (req.context as MonthlyHistoryContext).monthlyChange : undefined
    const kept = operation === 'create' ? null : (originalDoc?.history ?? null)
    return { ...data, history: change ? [...storedHistory(originalDoc), change] : kept }
  }
  if (operation === 'create') return { ...data, history: [{ ...base, action: 'recorded' }] satisfies HistoryEntry[] }

  const entries: HistoryEntry[] = []
  const voiding = data.status === 'voided' && originalDoc?.status !== 'voided'
  const changes = Object.fromEntries(
    CHECK_FIELDS.filter((field) => field in data && !same(data[field], originalDoc?.[field]) && !(voiding && field === 'status')).map((field) => [
      field,
      { from: originalDoc?.[field] ?? null, to: data[field] ?? null },
    ]),
  )
  if (Object.keys(changes).length) entries.push({ ...base, action: 'edited', changes })
  if (voiding) {
    const reason = (req.context as CheckHistoryContext).voidReason
    entries.push({ ...base, action: 'voided', ...(reason && { reason }) })
  }
  return { ...data, history: [...storedHistory(originalDoc), ...entries] }
}
