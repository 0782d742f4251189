'use client'

import { useEffect, useRef } from 'react'

import { LiveRegion } from '../ui/LiveRegion.client'

/**
 * Previous / Page n of m / Next under a paged staff list (`page` counts from 0). "Page n of m" is a
 * live region, said at each turn; a button that turns to the first or last page is disabled, which
 * drops the focus: it goes to the page's status instead.
 */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const status = useRef<HTMLDivElement>(null)
  const nav = useRef<HTMLElement>(null)
  const turned = useRef(false)
  useEffect(() => {
    if (!turned.current) return
    turned.current = false
    const focused = document.activeElement
    if (!focused || focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled && nav.current?.contains(focused))) status.current?.focus()
  }, [page])
  const turn = (to: number) => {
    turned.current = true
    onPage(to)
  }
  return (
    <nav ref={nav} aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
      <button type="button" disabled={page === 0} onClick={() => turn(page - 1)} className="rounded border px-3 py-1 disabled:opacity-50">
        Previous
      </button>
      <LiveRegion ref={status}>
        Page {page + 1} of {pages}
      </LiveRegion>
      <button type="button" disabled={page + 1 >= pages} onClick={() => turn(page + 1)} className="rounded border px-3 py-1 disabled:opacity-50">
        Next
      </button>
    </nav>
  )
}
