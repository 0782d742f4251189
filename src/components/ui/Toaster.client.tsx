'use client'

import type React from 'react'
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react'

export type ToastType = 'success' | 'error' | 'info'
type ToastState = { id: number; message: string; type: ToastType; show: boolean }
type ShowToast = (message: string, type?: ToastType) => void

const ToastContext = createContext<ShowToast>(() => {})

/** Shows a toast: `const toast = useToast(); toast('Saved', 'success')`. */
export const useToast = (): ShowToast => useContext(ToastContext)

const AUTO_HIDE_MS = 5000
const SWIPE_THRESHOLD_PX = 50
const COLOURS: Record<ToastType, string> = {
  success: 'bg-green-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-blue-700 text-white',
}

/**
 * Spec: bottom right, hides after 5 s (paused while hovered or focused), swipe right 50 px to
 * dismiss. The live regions exist before any toast, so screen readers announce each one.
 * Written by hand: a toast library cost about 12 KB of JavaScript on every page. On public pages it
 * wraps only the forms that show toasts, so a content page carries none of it.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toast, setToast] = useState<ToastState>({ id: 0, message: '', type: 'info', show: false })
  const show = useCallback<ShowToast>((message, type = 'info') => {
    setToast((previous) => ({ id: previous.id + 1, message, type, show: true }))
  }, [])
  const hide = useCallback(() => setToast((previous) => ({ ...previous, show: false })), [])

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="pointer-events-none fixed bottom-4 right-4 z-[60] w-[min(24rem,calc(100vw-2rem))]">
        <div role="status" aria-live="polite" aria-atomic="true">
          {toast.show && toast.type !== 'error' && <ToastCard key={toast.id} toast={toast} onHide={hide} />}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true">
          {toast.show && toast.type === 'error' && <ToastCard key={toast.id} toast={toast} onHide={hide} />}
        </div>
      </div>
    </ToastContext.Provider>
  )
}

function ToastCard({ toast, onHide }: { toast: ToastState; onHide: () => void }) {
  const [paused, setPaused] = useState(false)
  const [offset, setOffset] = useState(0)
  const start = useRef<number | null>(null)

  useEffect(() => {
    if (paused) return
    const timer = setTimeout(onHide, AUTO_HIDE_MS)
    return () => clearTimeout(timer)
  }, [paused, onHide])

  const onPointerDown = (event: React.PointerEvent) => {
    start.current = event.clientX
    setPaused(true)
  }
  const onPointerMove = (event: React.PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current))
  }
  const onPointerUp = () => {
    start.current = null
    if (offset >= SWIPE_THRESHOLD_PX) return onHide()
    setOffset(0)
    setPaused(false)
  }

  return (
    <div
      data-toast-type={toast.type}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => start.current === null && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      style={{ transform: `translateX(${offset}px)`, opacity: offset ? Math.max(0.3, 1 - offset / 200) : 1 }}
      className={`pointer-events-auto mt-2 flex touch-pan-y items-start gap-3 rounded-lg px-4 py-3 shadow-lg ${COLOURS[toast.type]}`}
    >
      <p className="flex-1 text-sm font-medium">{toast.message}</p>
      <button type="button" onClick={onHide} aria-label="Dismiss notification" className="rounded px-1 text-lg leading-none opacity-80 hover:opacity-100">
        ×
      </button>
    </div>
  )
}
