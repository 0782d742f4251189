'use client'

import { useRouter } from 'next/navigation'

import { loginSchema } from '@/contracts/auth'
import { callApi, setToken } from '@/lib/api-client'

import { useContractForm } from '../forms/useContractForm'
import { navyButton } from '../ui/buttons'
import { TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'

export function LoginForm() {
  const router = useRouter()
  const toast = useToast()
  const { onFocus, register, handleSubmit, formState } = useContractForm(loginSchema, { defaultValues: { email: '', password: '' } })
  const onSubmit = handleSubmit(async (values) => {
    const result = await callApi('POST /api/auth/login', { body: values })
    if (!result.ok) return toast(result.status === 429 ? result.detail : 'Invalid email or password', 'error')
    setToken(result.data.access_token)
    toast('Login successful!', 'success')
    router.replace('/admin')
  })
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="mt-6 space-y-4" aria-label="Sign in">
      <TextField id="login-email" label="Email" type="email" autoComplete="username" registration={register('email')} error={formState.errors.email} />
      <TextField id="login-password" label="Password" type="password" autoComplete="current-password" registration={register('password')} error={formState.errors.password} />
      <button type="submit" className={`${navyButton} w-full`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in…' : 'Sign In'}
      </button>
    </form>
  )
}
