import type { Metadata } from 'next'

import { LoginForm } from '@/components/admin/LoginForm.client'

export const metadata: Metadata = { title: 'Sign in' }

export default function LoginPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow">
        <h1 className="text-center text-2xl font-bold">Staff Sign In</h1>
        <LoginForm />
      </div>
    </main>
  )
}
