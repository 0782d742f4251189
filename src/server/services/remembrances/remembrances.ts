import 'server-only'

import type { Payload } from 'payload'

import type { AuditContext } from '@/plugins/audit/hooks'
import { type LeaveRemembrance, type PublicRemembrance, REMEMBRANCE_MESSAGES, type RemembranceStatus, REPORTS_TO_HIDE, REPORTS_TO_HIDE_AGAIN, type StaffRemembrance } from '@/contracts/remembrances'
import { siteUrl } from '@/lib/site-url'
import type { Remembrance, RemembrancePhoto } from '@/payload-types'

import { addReport, reportCounts } from '../../data/remembranceReports'
import { lockWithinTransaction } from '../../data/transactionLock'
import { notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import type { UploadedFile } from '../../domain/upload'
import { cdnFileUrl } from '../../media'
import { sign } from '../../secrets'
import { signedLink } from '../../signedMedia'
import { inTransaction } from '../../transaction'
import { readWindow } from '../pageWindow'
import { findForStaff } from '../staff/staffLookup'
import { storeUploadedImage } from '../media/uploadedImages'

/** What the report service tells the Remembrances hooks (src/collections/Remembrances/hooks/reports.ts) when visitors' reports hide a remembrance. */
export type RemembranceContext = { hiddenBy?: 'reports'; reports?: number }

/** How deep anonymous paging may reach. */
export const MAX_WALL_WINDOW = 5_000
export const NO_SUCH_REMEMBRANCE = 'We could not find that remembrance.'

const photoOf = (r: Remembrance): RemembrancePhoto | null => (typeof r.photo === 'object' && r.photo ? r.photo : null)

/**
 * A published remembrance's photo: from the CDN with MEDIA_PUBLIC_URL (its objects are public-read
 * while the remembrance is published), else through our own route, which answers only for a
 * published remembrance, so one pending or hidden is a 404 there too.
 */
const publicPhotoUrl = (r: Remembrance): string | null => {
  if (!r.photo) return null
  const photo = photoOf(r)
  return (photo && cdnFileUrl('remembrance-photos', photo, ['card', 'original'])) || `${siteUrl()}/api/remembrances/${r.id}/photo`
}

const toPublic = (r: Remembrance): PublicRemembrance => ({
  id: r.id,
  name: r.name,
  relationship: r.relationship,
  message: r.message,
  photo_url: publicPhotoUrl(r),
  published_at: r.published_at ?? r.createdAt,
})

export type LeaveInput = Omit<LeaveRemembrance, 'website' | 'consent'> & { photo?: UploadedFile; consentIp: string }

/** Stores a visitor's remembrance, pending (and its photo, through the gallery's checks); nothing shows until staff publish it. */
export async function leaveRemembrance(payload: Payload, input: LeaveInput): Promise<Remembrance> {
  const photo = input.photo?.data.length
    ? await storeUploadedImage(payload, input.photo, { collection: 'remembrance-photos', data: { alt: `Photo left by ${input.name}`, status: 'pending' }, field: 'photo', prefix: 'remembrance' })
    : null
  try {
    // Visitors write only through this checked, rate-limited path; the collection is staff-only.
    return await payload.create({
      collection: 'remembrances',
      overrideAccess: true,
      data: {
        name: input.name,
        email: input.email,
        relationship: input.relationship,
        message: input.message,
        photo: photo?.id ?? null,
        status: 'pending',
        consent_signed: true,
        consent_ip: input.consentIp,
      },
    })
  } catch (error) {
    if (photo) await payload.delete({ collection: 'remembrance-photos', id: photo.id, overrideAccess: true }).catch(() => undefined)
    throw error
  }
}

/** Published remembrances, newest first, and how many there are. */
export async function listPublishedRemembrances(payload: Payload, skip: number, limit: number): Promise<{ items: PublicRemembrance[]; total: number }> {
  const { docs, totalDocs } = await readWindow(Math.min(skip, MAX_WALL_WINDOW), limit, (page, size) =>
    payload.find({ collection: 'remembrances', where: { status: { equals: 'published' } }, sort: ['-published_at', '-id'], limit: size, page, depth: 1, overrideAccess: true }),
  )
  return { items: docs.map(toPublic), total: totalDocs }
}

/**
 * A hash of the reporter: reports are counted per network (an IPv4 address, or an IPv6 /56, which
 * many providers hand one home: 256 /64s), and the address is not kept.
 */
const reporterOf = (network: string) => sign('remembrance-report', network)

/**
 * A visitor reports a published remembrance. Open reports from REPORTS_TO_HIDE different networks
 * (REPORTS_TO_HIDE_AGAIN once staff chose to keep it) hide it (`hidden_by: reports`) until staff
 * look again; one network counts once, ever, so those whose reports staff settled cannot hide it again.
 */
export async function reportRemembrance(payload: Payload, id: number, network: string, reason: string | null): Promise<string> {
  const doc = await payload.findByID({ collection: 'remembrances', id, depth: 0, disableErrors: true, overrideAccess: true })
  if (!doc || doc.status !== 'published') throw notFound(NO_SUCH_REMEMBRANCE)
  const tally = await addReport(payload, id, reporterOf(network), reason || null)
  if (tally.open >= (tally.keptBefore ? REPORTS_TO_HIDE_AGAIN : REPORTS_TO_HIDE)) await hideByReports(payload, id, tally.open)
  return REMEMBRANCE_MESSAGES.reported
}

/** Hides it once however many reports cross the line at the same moment: the first to take the lock does. */
async function hideByReports(payload: Payload, id: number, reports: number): Promise<void> {
  await inTransaction(payload, async ({ req }) => {
    await lockWithinTransaction(payload, req, `remembrance:${id}`)
    const current = await payload.findByID({ collection: 'remembrances', id, depth: 0, disableErrors: true, overrideAccess: true, req })
    if (current?.status !== 'published') return
    const context: RemembranceContext = { hiddenBy: 'reports', reports }
    await payload.update({ collection: 'remembrances', id, data: { status: 'hidden' }, overrideAccess: true, depth: 0, req, context })
  })
}

// --- Staff moderation ---------------------------------------------------------------------------

const signedPhotoUrl = (id: number) => signedLink(`/api/admin/remembrances/${id}/photo`)

const toStaff = (r: Remembrance, reports: number): StaffRemembrance => ({
  id: r.id,
  name: r.name,
  email: r.email,
  relationship: r.relationship,
  message: r.message,
  status: r.status,
  hidden_by: r.hidden_by ?? null,
  report_count: reports,
  photo_url: r.photo ? signedPhotoUrl(r.id) : null,
  created_at: r.createdAt,
  published_at: r.published_at ?? null,
})

export async function listRemembrancesForStaff(payload: Payload, staff: Staff, status: RemembranceStatus | 'all'): Promise<StaffRemembrance[]> {
  const { docs } = await payload.find({
    collection: 'remembrances',
    where: status === 'all' ? {} : { status: { equals: status } },
    sort: status === 'pending' ? 'createdAt' : '-createdAt',
    limit: 200,
    depth: 0,
    overrideAccess: false,
    user: staff,
  })
  const reports = await reportCounts(
    payload,
    docs.map((d) => d.id),
  )
  return docs.map((d) => toStaff(d, reports.get(d.id) ?? 0))
}

const findRemembrance = (payload: Payload, staff: Staff, id: number) => findForStaff(payload, 'remembrances', staff, id, NO_SUCH_REMEMBRANCE)

export type Moderation = { status?: RemembranceStatus; name?: string; relationship?: string; message?: string }

/** Publish, hide, or correct a typo; publishing settles the reports so far (the collection's hook). */
export async function moderateRemembrance(payload: Payload, staff: Staff, id: number, change: Moderation): Promise<StaffRemembrance> {
  const before = await findRemembrance(payload, staff, id)
  const action = change.status && change.status !== before.status ? `remembrance.${change.status === 'published' ? 'publish' : change.status === 'hidden' ? 'hide' : 'unpublish'}` : 'remembrance.edit'
  const doc = await payload.update({ collection: 'remembrances', id, data: change, overrideAccess: false, user: staff, depth: 0, context: { auditAction: action } satisfies AuditContext })
  return toStaff(doc, (await reportCounts(payload, [id])).get(id) ?? 0)
}

/** Deletes a remembrance and its photo (the collection's afterDelete). */
export async function deleteRemembrance(payload: Payload, staff: Staff, id: number): Promise<void> {
  await findRemembrance(payload, staff, id)
  await payload.delete({ collection: 'remembrances', id, overrideAccess: false, user: staff, context: { auditAction: 'remembrance.delete' } satisfies AuditContext })
}

/** The photo a staff member's signed link opens (its card size, else the original), pending or not. */
export async function remembrancePhotoFile(payload: Payload, id: number): Promise<RemembrancePhoto | null> {
  const doc = await payload.findByID({ collection: 'remembrances', id, depth: 1, disableErrors: true, overrideAccess: true })
  return doc ? photoOf(doc) : null
}

/** The photo of a published remembrance, or null (pending, hidden, deleted or without one). */
export async function publishedRemembrancePhoto(payload: Payload, id: number): Promise<RemembrancePhoto | null> {
  const { docs } = await payload.find({ collection: 'remembrances', where: { id: { equals: id }, status: { equals: 'published' } }, limit: 1, depth: 1, overrideAccess: true })
  return docs[0] ? photoOf(docs[0]) : null
}
