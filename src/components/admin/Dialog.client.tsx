'use client'

import type React from 'react'
import { useEffect, useId, useRef } from 'react'

/** A modal dialog (the browser's own <dialog>: focus trap, Escape and backdrop for free). */
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
    <dialog ref={ref} onClose={onClose} aria-labelledby={titleId} className="w-[min(40rem,calc(100vw-2rem))] rounded-lg p-0 backdrop:bg-navy-950/60">
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">{title}</h2>
          <button type="button" onClick={onClose} aria-label="Close dialog" className="text-2xl leading-none text-slate-500">×</button>
        </div>
        <div className="mt-4">{open && children}</div>
      </div>
    </dialog>
  )
}
