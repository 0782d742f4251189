'use client'

import type React from 'react'
import { useRef, useState } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled])'

/**
 * The phone menu's script, and no more: the menu button opens the modal <dialog>; choosing a link
 * closes it; Tab and Shift+Tab go round inside it; on closing, focus returns to the menu button.
 */
export function MenuDialog({ openIcon, children }: { openIcon: React.ReactNode; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const focusable = () => Array.from(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])

  const show = () => {
    dialog.current?.showModal()
    focusable()[0]?.focus()
    setOpen(true)
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Tab') return
    const items = focusable()
    const edge = event.shiftKey ? items[0] : items[items.length - 1]
    if (document.activeElement !== edge) return
    event.preventDefault()
    ;(event.shiftKey ? items[items.length - 1] : items[0])?.focus()
  }

  return (
    <>
      <button ref={button} type="button" aria-label="Open menu" aria-expanded={open} aria-controls="mobile-menu" onClick={show} className="rounded p-2 text-white hover:bg-navy-800">
        {openIcon}
      </button>
      <dialog
        ref={dialog}
        id="mobile-menu"
        aria-label="Menu"
        onKeyDown={onKeyDown}
        onClick={(event) => (event.target as Element).closest('a') && dialog.current?.close()}
        onClose={() => {
          setOpen(false)
          button.current?.focus()
        }}
        className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-navy-950 p-6 text-white transition-transform duration-300 starting:translate-x-full motion-reduce:transition-none"
      >
        {children}
      </dialog>
    </>
  )
}
