'use client'

import * as Toast from '@radix-ui/react-toast'
import type React from 'react'
import { createContext, useCallback, useContext, useMemo, useState } from 'react'

export type ToastType = 'success' | 'error' | 'info'
type ToastState = { id: number; message: string; type: ToastType; show: boolean }
type ShowToast = (message: string, type?: ToastType) => void

const ToastContext = createContext<ShowToast>(() => {})

/** Shows a toast: `const toast = useToast(); toast('Saved', 'success')`. */
export const useToast = (): ShowToast => useContext(ToastContext)

const COLOURS: Record<ToastType, string> = {
  success: 'bg-green-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-blue-700 text-white',
}

/** Spec: bottom right, auto-hide after 5 s, swipe right 50 px to dismiss, read by screen readers. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toast, setToast] = useState<ToastState>({ id: 0, message: '', type: 'info', show: false })
  const show = useCallback<ShowToast>((message, type = 'info') => {
    setToast((previous) => ({ id: previous.id + 1, message, type, show: true }))
  }, [])
  const hide = useCallback((open: boolean) => {
    if (!open) setToast((previous) => ({ ...previous, show: false }))
  }, [])
  const value = useMemo(() => show, [show])

  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
        {children}
        <Toast.Root
          key={toast.id}
          open={toast.show}
          onOpenChange={hide}
          type={toast.type === 'error' ? 'foreground' : 'background'}
          data-toast-type={toast.type}
          className={`flex items-start gap-3 rounded-lg px-4 py-3 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-none ${COLOURS[toast.type]}`}
        >
          <Toast.Description className="flex-1 text-sm font-medium">{toast.message}</Toast.Description>
          <Toast.Close aria-label="Dismiss notification" className="rounded px-1 text-lg leading-none opacity-80 hover:opacity-100">
            ×
          </Toast.Close>
        </Toast.Root>
        <Toast.Viewport className="fixed bottom-4 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
      </Toast.Provider>
    </ToastContext.Provider>
  )
}
