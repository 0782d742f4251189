import 'server-only'

import type { Payload } from 'payload'

import { readSiteContent } from '../mail'

/**
 * Who is told of trouble with gifts: every active staff member whose role covers gifts (admin or
 * fundraising). With none, the foundation's own address (CONTACT_TO_EMAIL, or the site's contact
 * email), as contact messages are.
 */
export async function giftAlertRecipients(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { in: ['admin', 'fundraising'] }, active: { not_equals: false } },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  const staff = [...new Set(docs.map((user) => user.email))]
  if (staff.length) return staff
  const foundation = process.env.CONTACT_TO_EMAIL || (await readSiteContent(payload)).contact?.email
  if (!foundation) throw new Error('No active admin or fundraising staff, no CONTACT_TO_EMAIL and no contact email in the site content.')
  return [foundation]
}

/** Every active admin's address (told of errors on the website); none when there is none. */
export async function adminRecipients(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' }, active: { not_equals: false } },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  return [...new Set(docs.map((user) => user.email))]
}
