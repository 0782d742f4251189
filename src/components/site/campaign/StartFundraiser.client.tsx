'use client'

import { useEffect, useRef, useState } from 'react'

import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import { FUNDRAISER_MESSAGES } from '@/contracts/fundraisers'
import { callApi } from '@/contracts/client'

import { useContractForm } from '../../forms/useContractForm'
import { navyButton, primaryButton } from '../../ui/buttons'
import { usePreview } from '../../ui/usePreview'
import { Dialog } from '../../ui/Dialog.client'
import { TextArea, TextField } from '../../ui/fields'
import { LiveRegion } from '../../ui/LiveRegion.client'
import { PhotoField } from '../../ui/PhotoField'
import { FormProblem } from '@/components/ui/FormProblem'

/** "Start your own fundraiser": a button that opens the form in a modal dialog (the browser's own <dialog>). */
export function StartFundraiser({ campaign }: { campaign: { slug: string; title: string } }) {
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState('')
  // The form gives way to its confirmation: said by a region there since the dialog opened, and focused.
  const status = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (done) status.current?.focus()
  }, [done])
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setOpen(true)}>
        Start your own fundraiser
      </button>
      <Dialog title="Start your own fundraiser" open={open} onClose={() => setOpen(false)}>
        <LiveRegion ref={status} className={done ? 'rounded-lg bg-blue-50 p-4 text-base' : undefined}>
          {done}
        </LiveRegion>
        {!done && <StartFundraiserForm campaign={campaign} onDone={setDone} />}
      </Dialog>
    </>
  )
}

/** The form: the shared contract (name, email, goal, story) and an optional photo, sent as multipart. */
export function StartFundraiserForm({ campaign, onDone }: { campaign: { slug: string; title: string }; onDone: (message: string) => void }) {
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, watch, formState, applyServerErrors } = useContractForm(() => import('@/contracts/fundraisers').then((m) => m.startFundraiserFormSchema), {
    defaultValues: { name: '', email: '', goal_dollars: '', story: '', photo: null },
  })
  const preview = usePreview(watch('photo')?.[0])

  const onSubmit = handleSubmit(async (values) => {
    setFailure('')
    const form = new FormData()
    form.set('campaign', campaign.slug)
    form.set('name', values.name)
    form.set('email', values.email)
    form.set('goal_cents', String(values.goal_dollars))
    if (values.story) form.set('story', values.story)
    const photo = values.photo?.[0]
    if (photo) form.set('photo', photo)
    const result = await callApi('POST /api/fundraisers', { body: form })
    if (result.ok) return onDone(result.data.message || FUNDRAISER_MESSAGES.started)
    applyServerErrors(result, { goal_cents: 'goal_dollars', file: 'photo' })
    setFailure(result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : result.detail || 'We could not start your page. Please try again.')
  })

  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label={`Start your own fundraiser for ${campaign.title}`}>
      <p className="text-base text-slate-700">
        Ask friends and family to give towards {campaign.title}. We email you a link to confirm your address, and our team reviews your page before it goes live.
      </p>
      <TextField id="fundraiser-name" label="Your name (shown on your page)" autoComplete="name" registration={register('name')} error={formState.errors.name} />
      <TextField id="fundraiser-email" label="Your email (never shown)" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email} />
      <TextField id="fundraiser-goal" label="Your goal in dollars" inputMode="numeric" registration={register('goal_dollars')} error={formState.errors.goal_dollars} hint="From $1 to $100,000." />
      <TextArea
        id="fundraiser-story"
        label="Your story"
        optional
        rows={5}
        registration={register('story')}
        error={formState.errors.story}
        hint="Plain text, up to 2,000 characters. Why this matters to you."
      />
      <PhotoField
        id="fundraiser-photo"
        label={
          <>
            Photo <span className="font-normal text-slate-600">(optional; JPG or PNG, under 10MB)</span>
          </>
        }
        registration={register('photo')}
        error={formState.errors.photo}
        preview={preview}
        previewHeight="max-h-40"
      />
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
      <FormProblem error={formState.errors.root} />
      <button type="submit" className={`${navyButton} w-full sm:w-auto`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : 'Start my fundraiser'}
      </button>
    </form>
  )
}
