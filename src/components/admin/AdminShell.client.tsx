'use client'

import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import type React from 'react'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { outsideRoleMessage } from '@/contracts/roles'
import { SkipLink } from '@/components/ui/SkipLink'
import { callApi, clearToken, getToken } from '@/contracts/client'

import { hasOneView, homeFor, mayOpenPath, viewOf, viewsFor } from './staffAreas'
import { useInboxSummary } from './useInboxSummary'
import { useStaffRole } from './useStaffRole'

const noop = () => () => {}
/** The token, read after hydration (the server has no localStorage). */
const useToken = () => useSyncExternalStore(noop, getToken, () => undefined)

/**
 * Signed-in frame of the staff area: redirects to login without a token; shows only the views the
 * staff member's role may use, and says so on one outside it (the API would answer 403 anyway).
 */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const router = useRouter()
  const pathname = usePathname()
  const token = useToken()
  const [menuOpen, setMenuOpen] = useState(false)
  const { me, role, mayUse } = useStaffRole()
  const view = viewOf(pathname)
  const allowed = !view || mayUse(view.area)
  // A reviewer's work is the review alone, the door's the check-in: the dashboard (where sign-in lands) and any other view send them there.
  const sendHome = hasOneView(role) && !mayOpenPath(role, pathname)
  const { data: inbox } = useInboxSummary(mayUse('content'))

  useEffect(() => {
    if (token === null) router.replace('/admin/login')
  }, [token, router])

  useEffect(() => {
    if (sendHome) router.replace(homeFor(role))
  }, [sendHome, role, router])

  if (!token) return <p className="p-8 text-slate-600">Checking your sign-in…</p>

  const logout = async () => {
    await callApi('POST /api/auth/logout', {})
    clearToken()
    router.replace('/admin/login')
  }

  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <SkipLink target="admin-main" />
      <aside className="bg-navy-950 text-white md:w-56 md:shrink-0">
        <div className="flex items-center justify-between p-4">
          <span className="font-serif text-xl text-gold-300">Staff Admin</span>
          <button type="button" className="rounded border border-white/30 px-2 py-1 text-sm md:hidden" aria-expanded={menuOpen} onClick={() => setMenuOpen((open) => !open)}>
            Menu
          </button>
        </div>
        <nav aria-label="Admin" className={`${menuOpen ? 'block' : 'hidden'} md:block`}>
          <ul className="space-y-1 px-2 pb-4">
            {viewsFor(role).map((item) => {
              // The unread count is a badge; the link's name says it in words: "Inbox, 15 unread".
              const unread = item.href === '/admin/inbox' ? (inbox?.unread ?? 0) : 0
              // The view's own page is "page"; one of its pages (a donor's, a round's) is "true": within it.
              const current = pathname === item.href ? 'page' : view?.href === item.href ? 'true' : undefined
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={() => setMenuOpen(false)}
                    aria-current={current}
                    aria-label={unread ? `${item.label}, ${unread} unread` : undefined}
                    className={`block rounded px-3 py-2 ${current ? 'bg-navy-800 font-semibold' : 'hover:bg-navy-800'}`}
                  >
                    {item.label}
                    {unread > 0 && (
                      <>
                        {' '}
                        <span aria-hidden="true" className="ml-1 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-navy-950">
                          {unread}
                        </span>
                      </>
                    )}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex flex-wrap items-center justify-end gap-4 border-b border-slate-200 bg-white px-6 py-3 text-sm">
          <span data-testid="admin-email">{me?.email ?? ''}</span>
          <Link href="/" className="text-navy-800 underline">
            View site
          </Link>
          <button type="button" onClick={logout} className="rounded bg-navy-900 px-3 py-1.5 font-semibold text-white">
            Logout
          </button>
        </header>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none md:p-6">
          {!me || sendHome ? null : allowed ? (
            children
          ) : (
            <div role="alert" className="rounded-lg bg-white p-6 shadow-sm">
              <h1 className="text-2xl font-bold">Not part of your role</h1>
              <p className="mt-2 text-slate-700">{view && outsideRoleMessage(role, view.area)}</p>
            </div>
          )}
        </main>
      </div>
    </div>
  )
}
