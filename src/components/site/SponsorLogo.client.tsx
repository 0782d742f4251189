'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'

import { navyButton } from '../ui/buttons'
import { FormProblem } from '../ui/FormProblem'
import { PhotoField } from '../ui/PhotoField'
import { usePreview } from '../ui/usePreview'
import { useToast } from '../ui/Toaster.client'
import { usePublicForm } from '../forms/usePublicForm'
import { ThankYouPanel } from './ThankYouPanel.client'

/** A paid sponsor's logo, sent by the link in their receipt. */
export function SponsorLogo({ token }: { token: string }) {
  const toast = useToast()
  const [sent, setSent] = useState<string | null>(null)
  const { onFocus, register, handleSubmit, watch, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/sponsors').then((m) => m.sponsorLogoFormSchema), {
    defaultValues: { logo: null },
  })
  const preview = usePreview(watch('logo')?.[0])
  const onSubmit = handleSubmit(async (values) => {
    const form = new FormData()
    form.set('logo', values.logo![0]!)
    form.set('token', token)
    const result = await callApi('POST /api/sponsors/logo', { body: form })
    if (result.ok) {
      setSent(result.data.message)
      return
    }
    applyServerErrors(result)
    toast([404, 413, 415, 422, 429].includes(result.status) ? result.detail : 'Your logo could not be sent. Please try again.', 'error')
  })
  return (
    <ThankYouPanel sent={Boolean(sent)} title="Logo received" message={sent} action="Send another logo" onAgain={() => setSent(null)}>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-5" aria-label="Send your logo">
        <PhotoField
          id="sponsor-logo"
          label="Logo (PNG, JPG or WebP, under 10MB)"
          accept="image/jpeg,image/png,image/webp"
          registration={register('logo')}
          error={formState.errors.logo}
          preview={preview}
          previewHeight="max-h-40"
        />
        <FormProblem error={formState.errors.root} />
        <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending…' : 'Send logo'}
        </button>
      </form>
    </ThankYouPanel>
  )
}
