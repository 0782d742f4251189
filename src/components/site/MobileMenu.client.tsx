'use client'

import { SiteLink } from '@/components/site/SiteLink'
import { useEffect, useRef, useState } from 'react'

type Props = { links: readonly { href: string; label: string }[] }

const FOCUSABLE = 'a[href], button:not([disabled])'

/**
 * The phone menu: a full-screen panel that slides in. While open, focus stays inside it; Escape,
 * the close button or choosing a link closes it and focus returns to the menu button.
 */
export function MobileMenu({ links }: Props) {
  const [open, setOpen] = useState(false)
  const openButton = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const close = () => setOpen(false)

  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    document.body.style.overflow = 'hidden'
    const trigger = openButton.current
    return () => {
      document.body.style.overflow = ''
      trigger?.focus()
    }
  }, [open])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') return close()
    if (event.key !== 'Tab' || !panel.current) return
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <div className="lg:hidden">
      <button
        ref={openButton}
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
        className="rounded p-2 text-white hover:bg-navy-800"
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <div
        ref={panel}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={onKeyDown}
        className={`fixed inset-0 z-50 bg-navy-950 p-6 text-white transition-transform duration-300 motion-reduce:transition-none ${
          open ? 'translate-x-0' : 'invisible translate-x-full'
        }`}
      >
        <div className="flex justify-end">
          <button type="button" aria-label="Close menu" onClick={close} className="rounded p-2 hover:bg-navy-800">
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="mt-6 space-y-2 text-xl">
            {links.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} onClick={close} className="block rounded px-3 py-3 hover:bg-navy-800">
                  {item.label}
                </SiteLink>
              </li>
            ))}
            <li className="pt-4">
              <SiteLink href="/donate" onClick={close} className="block rounded-full bg-gold-400 px-5 py-3 text-center font-semibold text-navy-950">
                Donate
              </SiteLink>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  )
}
