import 'server-only'

import type { Payload } from 'payload'

import { DONOR_CSV_COLUMNS, type DonorDetail, type DonorFilter, type DonorNoteOut, type DonorOut, type DonorPurchaseOut } from '@/contracts/donors'
import { CSV_BOM, csvLine } from '@/lib/csv'
import { zonedDay } from '@/lib/dates'
import type { DonorNote } from '@/payload-types'

import { selectDonationsOfDonor } from '../../data/donations'
import { countDonors, type DonorPurchaseRow, type DonorRow, selectDonorById, selectDonorsPage, selectPurchasesOfDonor } from '../../data/donors'
import { notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { toDonation } from '../donations/donations'
import { recordStaffAction } from '../staff/staffActions'
import { acknowledgedAt, statementsSentTo } from './donorLetters'

const NO_SUCH_DONOR = 'That donor does not exist.'

const toDonor = (r: DonorRow): DonorOut => ({
  id: r.id,
  email: r.email,
  name: r.name,
  gifts_count: r.gifts_count,
  lifetime_cents: Number(r.lifetime_cents),
  first_gift_at: new Date(r.first_gift_at).toISOString(),
  last_gift_at: new Date(r.last_gift_at).toISOString(),
  largest_cents: Number(r.largest_cents),
  monthly_active: r.monthly_active,
  lapsed: r.lapsed,
})

export const toPurchase = (r: DonorPurchaseRow): DonorPurchaseOut => ({
  kind: r.kind,
  id: r.id,
  what: r.what,
  paid_at: new Date(r.paid_at).toISOString(),
  charged_cents: Number(r.charged_cents),
  deductible_cents: Number(r.deductible_cents),
  refunded_cents: Number(r.refunded_cents),
})

const toNote = (note: DonorNote): DonorNoteOut => ({ id: note.id, text: note.text, by: note.by ?? 'system', at: note.createdAt })

/** Donors of the segment whose name or email holds `q`, the latest giver first, and their total. */
export async function listDonors(payload: Payload, filter: DonorFilter, skip: number, limit?: number): Promise<{ items: DonorOut[]; total: number }> {
  const [rows, total] = await Promise.all([selectDonorsPage(payload, filter, skip, limit), countDonors(payload, filter)])
  return { items: rows.map(toDonor), total }
}

/** A donor with every gift (acknowledged or not), the statements sent, and staff notes. */
export async function donorDetail(payload: Payload, staff: Staff, id: number): Promise<DonorDetail> {
  const donor = await selectDonorById(payload, id)
  if (!donor) throw notFound(NO_SUCH_DONOR)
  const [gifts, purchases, statements, notes] = await Promise.all([
    selectDonationsOfDonor(payload, donor.email),
    selectPurchasesOfDonor(payload, donor.email),
    statementsSentTo(payload, donor.email),
    payload.find({ collection: 'donor-notes', where: { donor: { equals: id } }, sort: ['-createdAt', '-id'], pagination: false, depth: 0, overrideAccess: false, user: staff }),
  ])
  return {
    ...toDonor(donor),
    gifts: gifts.map((gift) => ({ ...toDonation(gift), acknowledged_at: acknowledgedAt(gift) })),
    purchases: purchases.map(toPurchase),
    statements,
    notes: notes.docs.map(toNote),
  }
}

/** Adds a staff note (plain text) to a donor; the audit trail records it as `donor.note`. */
export async function addDonorNote(payload: Payload, staff: Staff, id: number, text: string): Promise<DonorNoteOut> {
  if (!(await selectDonorById(payload, id))) throw notFound(NO_SUCH_DONOR)
  const note = await payload.create({ collection: 'donor-notes', data: { donor: id, text }, overrideAccess: false, user: staff, context: { auditAction: 'donor.note' } })
  return toNote(note)
}

/** Every donor of the filter as CSV (a bulk read of personal data: recorded in the audit trail). */
export async function donorsCsv(payload: Payload, filter: DonorFilter): Promise<string> {
  const rows = await selectDonorsPage(payload, filter, 0, undefined)
  await recordStaffAction(payload, { action: 'export', target: { collection: 'donors' }, summary: `${rows.length} donors (${filter.segment}${filter.q ? ', searched' : ''}), CSV` })
  const dollars = (cents: string) => (Number(cents) / 100).toFixed(2)
  const day = (at: Date) => zonedDay(new Date(at))
  const lines = rows.map((r) =>
    csvLine([
      String(r.id),
      r.name ?? '',
      r.email,
      String(r.gifts_count),
      dollars(r.lifetime_cents),
      day(r.first_gift_at),
      day(r.last_gift_at),
      dollars(r.largest_cents),
      r.monthly_active ? 'Yes' : 'No',
      r.lapsed ? 'Yes' : 'No',
    ]),
  )
  return CSV_BOM + csvLine([...DONOR_CSV_COLUMNS]) + lines.join('')
}
