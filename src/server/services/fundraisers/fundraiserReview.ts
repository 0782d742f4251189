import 'server-only'

import type { Payload } from 'payload'

import type { AuditContext } from '@/plugins/audit/hooks'
import type { StaffFundraiser } from '@/contracts/fundraisers'
import { relationId } from '@/lib/relations'
import type { CampaignImage, Fundraiser } from '@/payload-types'

import { conflict } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { signedLink } from '../../signedMedia'
import { findForStaff } from '../staff/staffLookup'

// Staff review of supporters' fundraising pages (fundraiserLinks.ts has the supporter's side).

/** A short-lived link to a fundraiser's photo (pending or not), for the staff review screen. */
const signedFundraiserPhotoUrl = (fundraiser: number): string => signedLink(`/api/admin/fundraisers/${fundraiser}/photo`)

/** The photo file a signed link opens (its card size, else the original). */
export async function fundraiserPhotoFile(payload: Payload, fundraiser: number): Promise<CampaignImage | null> {
  const page = await payload.findByID({ collection: 'fundraisers', id: fundraiser, depth: 1, disableErrors: true })
  const photo = page?.photo
  return typeof photo === 'object' && photo ? photo : null
}

function toStaff(page: Fundraiser): StaffFundraiser {
  const campaign = typeof page.campaign === 'object' ? page.campaign : null
  return {
    id: page.id,
    slug: page.slug,
    name: page.name,
    email: page.email,
    goal_cents: page.goal_cents,
    story: page.story ?? null,
    status: page.status,
    campaign: { id: campaign?.id ?? Number(page.campaign), slug: campaign?.slug ?? '', title: campaign?.title ?? '' },
    photo_url: page.photo ? signedFundraiserPhotoUrl(page.id) : null,
    created_at: page.createdAt,
    email_confirmed_at: page.email_confirmed_at ?? null,
    approved_at: page.approved_at ?? null,
  }
}

export async function listFundraisersForStaff(payload: Payload, staff: Staff, status: Fundraiser['status']): Promise<StaffFundraiser[]> {
  const { docs } = await payload.find({
    collection: 'fundraisers',
    overrideAccess: false,
    user: staff,
    where: { status: { equals: status } },
    sort: status === 'pending' ? 'email_confirmed_at' : '-createdAt',
    limit: 200,
    depth: 1,
    populate: { campaigns: { slug: true, title: true } },
  })
  return docs.map(toStaff)
}

const findPage = (payload: Payload, staff: Staff, id: number) => findForStaff(payload, 'fundraisers', staff, id, 'That fundraiser does not exist.')

/** Approves a confirmed page and its photo: both public from now on. */
export async function approveFundraiser(payload: Payload, staff: Staff, id: number): Promise<StaffFundraiser> {
  const page = await findPage(payload, staff, id)
  if (page.status === 'unconfirmed') throw conflict('Its supporter has not confirmed their email yet.')
  const photo = relationId(page.photo)
  if (photo) {
    await payload.update({
      collection: 'campaign-images',
      id: photo,
      data: { status: 'approved' },
      overrideAccess: false,
      user: staff,
      depth: 0,
      context: { auditAction: 'fundraiser.photo-approve' } satisfies AuditContext,
    })
  }
  const approved = await payload.update({
    collection: 'fundraisers',
    id,
    data: { status: 'approved', approved_at: new Date().toISOString() },
    overrideAccess: false,
    user: staff,
    depth: 1,
    context: { auditAction: 'fundraiser.approve' } satisfies AuditContext,
  })
  return toStaff(approved)
}

/** Rejects a page: kept (gifts may point at it), never shown; its photo, never public, is deleted. */
export async function rejectFundraiser(payload: Payload, staff: Staff, id: number): Promise<StaffFundraiser> {
  const page = await findPage(payload, staff, id)
  const photo = relationId(page.photo)
  const rejected = await payload.update({
    collection: 'fundraisers',
    id,
    data: { status: 'rejected', approved_at: null, photo: null },
    overrideAccess: false,
    user: staff,
    depth: 1,
    context: { auditAction: 'fundraiser.reject' } satisfies AuditContext,
  })
  if (photo) await payload.delete({ collection: 'campaign-images', id: photo, overrideAccess: false, user: staff, context: { auditAction: 'fundraiser.photo-reject' } satisfies AuditContext })
  return toStaff(rejected)
}
