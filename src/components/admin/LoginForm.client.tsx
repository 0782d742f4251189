'use client'

import { useRouter } from 'next/navigation'

import { loginSchema, type LoginResult } from '@/contracts/auth'
import { adminFetch, ApiFailure, setToken } from '@/lib/admin/api'

import { useSchemaForm } from '../site/useApiForm'
import { navyButton } from '../ui/buttons'
import { TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

export function LoginForm() {
  const router = useRouter()
  const toast = useToast()
  const { register, handleSubmit, formState } = useSchemaForm(loginSchema, { defaultValues: { email: '', password: '' } })
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await adminFetch<LoginResult>('/api/auth/login', { method: 'POST', body: values })
      setToken(result.access_token)
      toast('Login successful!', 'success')
      router.replace('/admin')
    } catch (error) {
      toast(error instanceof ApiFailure && error.status === 429 ? error.detail : 'Invalid email or password', 'error')
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4" aria-label="Sign in">
      <TextField id="login-email" label="Email" type="email" autoComplete="username" registration={register('email')} error={formState.errors.email} />
      <TextField id="login-password" label="Password" type="password" autoComplete="current-password" registration={register('password')} error={formState.errors.password} />
      <button type="submit" className={`${navyButton} w-full`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in…' : 'Sign In'}
      </button>
    </form>
  )
}
