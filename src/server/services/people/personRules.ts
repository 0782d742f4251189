import { ERASED_DONOR_PREFIX } from '@/contracts/people'
import { positiveSetting } from '@/lib/settings'

// The rules of a person's export and erasure that need no database: what the kept gifts are
// called, what the donor's row keeps instead of the address, which gifts the law still asks the
// foundation to keep, what of a check's history names the donor, and how the audit trail words it.

/** Years a gift's record is kept for tax law (GIFT_RECORDS_YEARS, default 7); older gifts are deleted on erasure. */
export const giftRecordsYears = (): number => positiveSetting('GIFT_RECORDS_YEARS', 7, { integer: true })

/** The name the kept gifts of an erased donor carry: "Erased donor #12" (the donor's id). */
export const erasedDonorName = (donorNumber: number): string => `${ERASED_DONOR_PREFIX}${donorNumber}`

/**
 * What an erased donor's row keeps in place of the address: unique per donor (the email's unique
 * index holds) and no one's address (`.invalid` is reserved, RFC 2606: it is never delivered).
 */
export const erasedDonorEmail = (donorId: number): string => `erased-${donorId}@erased.invalid`

/** The day `years` calendar years before `now` (UTC); a 29 February falls back to the 28th. */
export function giftRecordsCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(now.getUTCFullYear() - years)
  if (cutoff.getUTCMonth() !== now.getUTCMonth()) cutoff.setUTCDate(0) // 29 Feb → 1 Mar: back to the 28th
  return cutoff
}

/** The gifts given before the cutoff (deleted) and the others (kept, anonymised). */
export function splitByRecordAge<G extends { given_at: Date }>(gifts: readonly G[], cutoff: Date): { kept: G[]; deleted: G[] } {
  const deleted = gifts.filter((gift) => gift.given_at.getTime() < cutoff.getTime())
  return { kept: gifts.filter((gift) => !deleted.includes(gift)), deleted }
}

/** The fields of a check whose values in its history's corrections are the donor's own. */
export const DONOR_HISTORY_FIELDS = ['donor_name', 'donor_email', 'dedication_note'] as const
export const ERASED_VALUE = '[erased]'

/**
 * A check's history (src/collections/Donations/hooks/recordCheckHistory.ts) with the donor's values
 * in its corrections replaced by "[erased]": who changed what and when stays. `changed` is false
 * when nothing named the donor (the history is then left as it was).
 */
export function scrubGiftHistory(history: unknown): { history: unknown; changed: boolean } {
  if (!Array.isArray(history)) return { history, changed: false }
  let changed = false
  const scrubbed = history.map((entry: unknown) => {
    const changes = (entry as { changes?: unknown } | null)?.changes
    if (!changes || typeof changes !== 'object') return entry
    const fields = DONOR_HISTORY_FIELDS.filter((field) => field in changes)
    if (fields.length === 0) return entry
    changed = true
    return { ...(entry as object), changes: { ...changes, ...Object.fromEntries(fields.map((field) => [field, { from: ERASED_VALUE, to: ERASED_VALUE }])) } }
  })
  return { history: changed ? scrubbed : history, changed }
}

/**
 * Counts as the audit trail words them, never an address: "2 RSVPs, 1 message" (kinds with none
 * left out; `none` when all are 0). Each kind is named by its singular and plural.
 */
export function countsSummary(counts: readonly (readonly [number, string, string])[], none = 'nothing'): string {
  const parts = counts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
  return parts.length ? parts.join(', ') : none
}
