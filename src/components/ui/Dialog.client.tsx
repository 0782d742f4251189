'use client'

import type React from 'react'
import { useEffect, useId, useRef } from 'react'

/**
 * A modal dialog (the browser's own <dialog>: focus trap, Escape and backdrop for free), for staff
 * and visitors alike. It scrolls within a small screen; its content mounts only while it is open.
 * Its scroll padding keeps a control that Tab scrolls into view clear of its edges, focus ring
 * included (docs/accessibility.md).
 */
export function Dialog({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId() // a page may hold several dialogs
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[min(40rem,calc(100vw-1rem))] scroll-py-4 overflow-y-auto rounded-lg p-0 backdrop:bg-navy-950/60"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-navy-900">
            {title}
          </h2>
          <button type="button" onClick={onClose} aria-label="Close dialog" className="-m-2 p-2 text-2xl leading-none text-slate-600">
            ×
          </button>
        </div>
        <div className="mt-4">{open && children}</div>
      </div>
    </dialog>
  )
}
