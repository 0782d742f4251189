'use client'

import { useState } from 'react'

import { SiteLink } from '@/components/site/SiteLink'

import { callApi } from '@/contracts/client'

import { navyButton } from '../ui/buttons'
import { usePreview } from '../ui/usePreview'
import { FieldMessage, TextArea, TextField } from '../ui/fields'
import { PhotoField } from '../ui/PhotoField'
import { useToast } from '../ui/Toaster.client'
import { usePublicForm } from '../forms/usePublicForm'
import { ThankYouPanel } from './ThankYouPanel.client'
import { FormProblem } from '@/components/ui/FormProblem'

export function PhotoSubmitForm() {
  const toast = useToast()
  const [sent, setSent] = useState(false)
  const { onFocus, register, handleSubmit, reset, watch, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/photo').then((m) => m.photoFormSchema), {
    defaultValues: { title: '', description: '', uploader_name: '', uploader_email: '', consent_signed: false as unknown as true, file: null },
  })
  const files = watch('file')
  const preview = usePreview(files?.[0])

  const onSubmit = handleSubmit(async (values) => {
    const form = new FormData()
    form.set('file', values.file![0]!)
    form.set('title', values.title)
    if (values.description) form.set('description', values.description)
    form.set('uploader_name', values.uploader_name)
    form.set('uploader_email', values.uploader_email)
    form.set('consent_signed', 'true')
    const result = await callApi('POST /api/gallery/submit', { body: form })
    if (result.ok) {
      toast('Photo submitted successfully! It will appear after approval.', 'success')
      reset()
      setSent(true)
      return
    }
    applyServerErrors(result)
    toast('Failed to submit photo. Please try again.', 'error')
  })

  return (
    <ThankYouPanel sent={sent} title="Thank you for your photo" message="It will appear in the gallery once our team has reviewed it." action="Submit another photo" onAgain={() => setSent(false)}>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-5" aria-label="Submit a photo">
        <PhotoField id="photo-file" label="Photo (JPG or PNG, under 10MB)" registration={register('file')} error={formState.errors.file} preview={preview} previewHeight="max-h-64" />
        <TextField id="photo-title" label="Title" registration={register('title')} error={formState.errors.title} />
        <TextArea id="photo-description" label="Description" optional rows={3} registration={register('description')} error={formState.errors.description} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="photo-name" label="Your name" autoComplete="name" registration={register('uploader_name')} error={formState.errors.uploader_name} />
          <TextField id="photo-email" label="Your email" type="email" autoComplete="email" registration={register('uploader_email')} error={formState.errors.uploader_email} />
        </div>
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              {...register('consent_signed')}
              aria-invalid={Boolean(formState.errors.consent_signed)}
              aria-describedby={formState.errors.consent_signed ? 'photo-consent-error' : undefined}
              className="mt-1 h-4 w-4 accent-navy-900"
            />
            <span>
              I took this photo or have the right to share it, and I agree that the foundation may publish it on this website (see our{' '}
              <SiteLink href="/privacy" className="underline">
                Privacy Policy
              </SiteLink>
              ).
            </span>
          </label>
          <FieldMessage id="photo-consent" error={formState.errors.consent_signed} />
        </div>
        <FormProblem error={formState.errors.root} />
        <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Uploading…' : 'Submit Photo'}
        </button>
      </form>
    </ThankYouPanel>
  )
}
