import type { Metadata } from 'next'
import type React from 'react'

import { ToastProvider } from '@/components/ui/Toaster.client'

import '../globals.css'

// Rendered per request so that Next puts the request's CSP nonce (src/proxy.ts) on its scripts.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: { default: 'Staff · Admin', template: '%s · Admin' },
  robots: { index: false, follow: false },
}

/** The spec's staff area: client screens that call /api with the bearer token. */
export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-slate-100">
        <ToastProvider>{children}</ToastProvider>
      </body>
    </html>
  )
}
