import { roleMayUse, type StaffArea, type StaffRole } from '@/contracts/roles'

/** The staff area's views, each with the part of the work it belongs to (src/contracts/roles.ts). */
export const ADMIN_VIEWS = [
  { href: '/admin', label: 'Dashboard', area: 'any' },
  { href: '/admin/events', label: 'Events', area: 'content' },
  { href: '/admin/gallery', label: 'Gallery', area: 'content' },
  { href: '/admin/remembrances', label: 'Remembrances', area: 'content' },
  { href: '/admin/donations', label: 'Donations', area: 'fundraising' },
  { href: '/admin/donors', label: 'Donors', area: 'fundraising' },
  { href: '/admin/imports', label: 'Import gifts', area: 'fundraising' },
  { href: '/admin/deposits', label: 'Deposits', area: 'fundraising' },
  { href: '/admin/campaigns', label: 'Campaigns', area: 'fundraising' },
  { href: '/admin/fundraisers', label: 'Fundraisers', area: 'fundraising' },
  { href: '/admin/tributes', label: 'Tributes', area: 'fundraising' },
  { href: '/admin/sponsors', label: 'Sponsors', area: 'content' },
  { href: '/admin/inbox', label: 'Inbox', area: 'content' },
  { href: '/admin/scholarships', label: 'Scholarships', area: 'admin' },
  { href: '/admin/review', label: 'Review', area: 'review' },
  { href: '/admin/check-in', label: 'Door check-in', area: 'door' },
  { href: '/admin/staff', label: 'Staff', area: 'admin' },
  { href: '/admin/audit', label: 'Audit trail', area: 'admin' },
  { href: '/admin/organization', label: 'Giving settings', area: 'admin' },
  { href: '/admin/account', label: 'Your account', area: 'account' },
] as const satisfies readonly { href: string; label: string; area: StaffArea }[]

/** The views a role may use, in menu order. */
export const viewsFor = (role: StaffRole | undefined) => ADMIN_VIEWS.filter((view) => roleMayUse(role, view.area))

/** An event's check-in (/admin/events/{id}/check-in) is the door's view, not the events'. */
const CHECK_IN_PATH = /^\/admin\/events\/\d+\/check-in\/?$/

/** The view a path belongs to: the longest menu entry it starts with. */
export function viewOf(pathname: string) {
  if (CHECK_IN_PATH.test(pathname)) return ADMIN_VIEWS.find((view) => view.href === '/admin/check-in')
  return [...ADMIN_VIEWS].sort((a, b) => b.href.length - a.href.length).find((view) => pathname === view.href || pathname.startsWith(`${view.href}/`))
}

/** Where a role starts after signing in, and where a view outside it sends them: a reviewer's work is /admin/review alone, the door's /admin/check-in. */
export const homeFor = (role: StaffRole | null | undefined): string => (role === 'reviewer' ? '/admin/review' : role === 'door' ? '/admin/check-in' : '/admin')

/** The roles with one part of the work alone, whom a view outside it sends home. */
export const hasOneView = (role: StaffRole | null | undefined): boolean => role === 'reviewer' || role === 'door'

/**
 * Whether a role may open an /admin path. A path no view covers is refused (it falls under the
 * dashboard's `any`, which a reviewer is not part of); the API refuses the same with 403.
 */
export function mayOpenPath(role: StaffRole | null | undefined, pathname: string): boolean {
  const view = viewOf(pathname)
  return Boolean(view) && roleMayUse(role, view!.area)
}
