import type { CollectionBeforeChangeHook } from 'payload'

import type { HistoryEntry } from '@/contracts/mailIn'
import type { Donation } from '@/payload-types'

/** The fields of a check that staff may correct, as its history names them. */
export const CHECK_FIELDS = ['amount_cents', 'received_on', 'donor_name', 'donor_email', 'check_number', 'dedication_note', 'note'] as const

/** Why a check is voided, passed by the service through `req.context`. */
export type CheckHistoryContext = { voidReason?: string }

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null)

/**
 * A check's record keeps who did what, and when: recorded, each correction (field by field, from
 * and to) and a void with its reason, whether through /api or /cms. Card gifts change only through
 * Stripe's webhooks and keep no such history.
 */
export const recordCheckHistory: CollectionBeforeChangeHook<Donation> = ({ data, originalDoc, operation, req }) => {
  const method = data.method ?? originalDoc?.method
  if (method !== 'check') return data
  const base = { at: new Date().toISOString(), by: req.user?.email ?? 'system' }
  const earlier = (originalDoc?.history as HistoryEntry[] | null | undefined) ?? []
  if (operation === 'create') return { ...data, history: [{ ...base, action: 'recorded' }] satisfies HistoryEntry[] }

  const entries: HistoryEntry[] = []
  const changes = Object.fromEntries(
    CHECK_FIELDS.filter((field) => field in data && !same(data[field], originalDoc?.[field])).map((field) => [field, { from: originalDoc?.[field] ?? null, to: data[field] ?? null }]),
  )
  if (Object.keys(changes).length) entries.push({ ...base, action: 'edited', changes })
  if (data.status === 'voided' && originalDoc?.status !== 'voided') {
    const reason = (req.context as CheckHistoryContext).voidReason
    entries.push({ ...base, action: 'voided', ...(reason && { reason }) })
  }
  return entries.length ? { ...data, history: [...earlier, ...entries] } : data
}
