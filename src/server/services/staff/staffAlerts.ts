import 'server-only'

import type { Payload, Where } from 'payload'

import { STAFF_AREAS, type StaffArea } from '@/contracts/roles'

import { readSiteContent } from '../../mail'

/**
 * Staff who are at work: active, and either never invited (the first account) or having accepted
 * their invitation. An address an invitation went to is not yet known to be the right one.
 */
const atWork: Where = {
  and: [{ active: { not_equals: false } }, { or: [{ invited_at: { exists: false } }, { invitation_accepted_at: { exists: true } }] }],
}

/**
 * Who is told of trouble in an area: every staff member at work whose role covers it (gifts: admin
 * or fundraising; the remembrance wall: admin or content). With none, the foundation's own address
 * (CONTACT_TO_EMAIL, or the site's contact email), as contact messages are.
 */
async function alertRecipients(payload: Payload, area: Exclude<StaffArea, 'any'>): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ role: { in: [...STAFF_AREAS[area]] } }, atWork] },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  const staff = [...new Set(docs.map((user) => user.email))]
  if (staff.length) return staff
  const foundation = process.env.CONTACT_TO_EMAIL || (await readSiteContent(payload)).contact?.email
  if (!foundation) throw new Error(`No active staff for ${area} work, no CONTACT_TO_EMAIL and no contact email in the site content.`)
  return [foundation]
}

export const giftAlertRecipients = (payload: Payload): Promise<string[]> => alertRecipients(payload, 'fundraising')
export const contentAlertRecipients = (payload: Payload): Promise<string[]> => alertRecipients(payload, 'content')
/** Every admin at work (told of errors on the website); none when there is none. */
export async function adminRecipients(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, atWork] },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  return [...new Set(docs.map((user) => user.email))]
}
