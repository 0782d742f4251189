import * as z from 'zod/mini'

/**
 * Staff roles, least privilege first: `content` keeps the public site (events, attendees, photos,
 * sponsors, site texts, the inbox); `fundraising` keeps the money (gifts, refunds, cancellations,
 * checks, reconciliation, the export); `reviewer` scores scholarship applications blind and sees
 * nothing else; `door` checks guests in at an event's door on the day (/admin/check-in) and sees
 * nothing else; `admin` does everything and alone manages staff.
 */
export const STAFF_ROLES = ['admin', 'fundraising', 'content', 'reviewer', 'door'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose admin, fundraising, content, reviewer or door.' })

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', fundraising: 'Fundraising', content: 'Content', reviewer: 'Reviewer', door: 'Door' }

/** A part of the staff area, and the roles that may work in it. */
export const STAFF_AREAS = {
  any: ['admin', 'fundraising', 'content'],
  admin: ['admin'],
  fundraising: ['admin', 'fundraising'],
  content: ['admin', 'content'],
  /** Scholarship review (/admin/review): blind scores. The reviewer is in no other area of work. */
  review: ['admin', 'reviewer'],
  /** A benefit night's orders and guests, its refunds and totals: the money's staff and the events'. */
  tickets: ['admin', 'fundraising', 'content'],
  /** Checking guests in at the door (/admin/check-in): the door role on the day's events; content staff and admins on any. */
  door: ['admin', 'content', 'door'],
  /** One's own account (who am I, sign out, two-step sign-in): every role, the reviewer and the door too. */
  account: ['admin', 'fundraising', 'content', 'reviewer', 'door'],
} as const satisfies Record<string, readonly StaffRole[]>
export type StaffArea = keyof typeof STAFF_AREAS

export const roleMayUse = (role: StaffRole | null | undefined, area: StaffArea): boolean => Boolean(role) && (STAFF_AREAS[area] as readonly StaffRole[]).includes(role as StaffRole)

const AREA_WORDS: Record<StaffArea, string> = {
  any: 'the staff area beyond scholarship review',
  admin: 'managing staff and settings',
  fundraising: 'fundraising work',
  content: 'content work',
  review: 'scholarship review',
  tickets: 'ticket orders',
  door: 'checking guests in at the door',
  account: 'a staff account',
}

/** The 403's `detail` when a staff member reaches past their role (`any`: the foundation's own work, which a reviewer is not part of). */
export const outsideRoleMessage = (role: StaffRole | null | undefined, area: StaffArea): string =>
  `Your role (${role ? ROLE_LABELS[role] : 'none'}) does not include ${AREA_WORDS[area]}. Ask an admin if you need it.`
