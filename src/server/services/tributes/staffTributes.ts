import 'server-only'

import type { Payload, Where } from 'payload'

import { type StaffTribute, TRIBUTE_MESSAGES, type TributeUpdate } from '@/contracts/tributes'
import { relationId } from '@/lib/relations'
import type { AuditContext } from '@/plugins/audit/hooks'
import type { Tribute } from '@/payload-types'

import { moveTributeGifts, repointMergedTributes, selectTributeTotals } from '../../data/tributes'
import { lockWithinTransaction } from '../../data/transactionLock'
import { conflict } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { inTransaction } from '../../transaction'
import { findForStaff } from '../staff/staffLookup'

// Staff's care of tribute pages (/admin/tributes): each write through Payload as the staff member,
// so the collection's access decides and the audit trail records it.

const STAFF_LIST_MAX = 200
const NOT_FOUND = 'That tribute page does not exist.'

async function toStaff(payload: Payload, pages: Tribute[]): Promise<StaffTribute[]> {
  const totals = await selectTributeTotals(
    payload,
    pages.map((page) => page.id),
  )
  const targetIds = [...new Set(pages.map((page) => relationId(page.merged_into)).filter((id): id is number => id !== null))]
  const targets = targetIds.length ? (await payload.find({ collection: 'tributes', where: { id: { in: targetIds } }, depth: 0, limit: targetIds.length, select: { slug: true, name: true } })).docs : []
  return pages.map((page) => {
    const target = targets.find((doc) => doc.id === relationId(page.merged_into))
    const total = totals.get(page.id) ?? { gift_count: 0, total_cents: 0 }
    return {
      id: page.id,
      slug: page.slug,
      name: page.name,
      kind: page.kind,
      born_on: page.born_on ?? null,
      died_on: page.died_on ?? null,
      remembrance_on: page.remembrance_on ?? null,
      family_word: page.family_word ?? null,
      show_total: Boolean(page.show_total),
      hidden: Boolean(page.hidden),
      merged_into: target ? { id: target.id, slug: target.slug, name: target.name } : null,
      gift_count: total.gift_count,
      total_cents: total.total_cents,
      created_at: page.createdAt,
    }
  })
}

export async function listTributesForStaff(payload: Payload, staff: Staff, part: string | undefined): Promise<StaffTribute[]> {
  const where: Where = part ? { name: { like: part } } : {}
  const { docs } = await payload.find({ collection: 'tributes', where, sort: '-createdAt', limit: STAFF_LIST_MAX, depth: 0, overrideAccess: false, user: staff })
  return toStaff(payload, docs)
}

/** Renames a page, moves its address, sets its dates, the family's word, its total shown or not, or hides it. */
export async function updateTribute(payload: Payload, staff: Staff, id: number, change: TributeUpdate): Promise<StaffTribute> {
  const page = await findForStaff(payload, 'tributes', staff, id, NOT_FOUND)
  if (change.slug !== page.slug) {
    const { totalDocs } = await payload.count({ collection: 'tributes', where: { slug: { equals: change.slug }, id: { not_equals: id } } })
    if (totalDocs) throw conflict(TRIBUTE_MESSAGES.slugTaken)
  }
  const updated = await payload.update({ collection: 'tributes', id, data: change, depth: 0, overrideAccess: false, user: staff })
  return (await toStaff(payload, [updated]))[0]!
}

/**
 * Merges page `id` into `into` (two pages that are one person): its gifts move there, pages merged
 * into it lead there too, and it is hidden with its address leading there; one transaction.
 */
export async function mergeTribute(payload: Payload, staff: Staff, id: number, into: number): Promise<StaffTribute> {
  if (id === into) throw conflict(TRIBUTE_MESSAGES.mergeSelf)
  const merged = await inTransaction(payload, async ({ req }) => {
    await lockWithinTransaction(payload, req, 'tribute-merge')
    const page = await findForStaff(payload, 'tributes', staff, id, NOT_FOUND, req)
    const target = await findForStaff(payload, 'tributes', staff, into, TRIBUTE_MESSAGES.mergeTarget, req)
    if (page.merged_into || target.merged_into) throw conflict(TRIBUTE_MESSAGES.mergeTarget)
    await moveTributeGifts(payload, req, id, into)
    await repointMergedTributes(payload, req, id, into)
    return payload.update({
      collection: 'tributes',
      id,
      data: { merged_into: into, hidden: true },
      depth: 0,
      overrideAccess: false,
      user: staff,
      req,
      context: { auditAction: 'tribute.merge' } satisfies AuditContext,
    })
  })
  return (await toStaff(payload, [merged]))[0]!
}
