'use client'

import { useState } from 'react'

import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import { FUNDRAISER_MESSAGES } from '@/contracts/fundraisers'
import { callApi } from '@/contracts/client'
import type { EditablePage } from '@/contracts/fundraisers'

import { useContractForm } from '../../forms/useContractForm'
import { navyButton } from '../../ui/buttons'
import { TextArea, TextField } from '../../ui/fields'
import { SiteLink } from '../SiteLink'
import { FormProblem } from '@/components/ui/FormProblem'

/** With a live edit link: the page's fields, saved once. Without one: the form that mails a link. */
export function EditFundraiser({ token, page, hadToken }: { token?: string; page: EditablePage | null; hadToken: boolean }) {
  const [saved, setSaved] = useState('')
  if (saved)
    return (
      <p role="status" className="rounded-lg bg-blue-50 p-4 text-lg">
        {saved}
      </p>
    )
  if (token && page) return <EditForm token={token} page={page} onSaved={setSaved} />
  return (
    <div className="space-y-6 text-lg">
      {hadToken && (
        <p role="alert" className="rounded-lg border border-gold-300 bg-white p-4">
          {FUNDRAISER_MESSAGES.linkExpired}
        </p>
      )}
      <AskForEditLink />
    </div>
  )
}

function EditForm({ token, page, onSaved }: { token: string; page: EditablePage; onSaved: (message: string) => void }) {
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(() => import('@/contracts/fundraisers').then((m) => m.editFundraiserFormSchema), {
    defaultValues: { name: page.name, goal_dollars: String(Math.round(page.goal_cents / 100)), story: page.story ?? '', remove_photo: false },
  })
  const onSubmit = handleSubmit(async (values) => {
    setFailure('')
    const result = await callApi('PUT /api/fundraisers/edit', {
      body: { token, name: values.name, goal_cents: values.goal_dollars, story: values.story, remove_photo: values.remove_photo },
    })
    if (result.ok) return onSaved(result.data.message)
    applyServerErrors(result, { goal_cents: 'goal_dollars' })
    if (result.status === 404) return setFailure(FUNDRAISER_MESSAGES.linkExpired)
    setFailure(result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : result.detail || 'We could not save your page. Please try again.')
  })
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-5" aria-label="Edit your fundraising page">
      <p>
        Your page for <strong>{page.campaign_title}</strong>
        {page.public_url ? (
          <>
            {' '}
            (
            <SiteLink href={page.public_url} className="underline">
              see it
            </SiteLink>
            )
          </>
        ) : (
          ' is waiting for our team’s review.'
        )}{' '}
        This link saves once. A new name or story is reviewed again before it shows.
      </p>
      <TextField id="edit-name" label="Your name (as shown on the page)" autoComplete="name" registration={register('name')} error={formState.errors.name} />
      <TextField id="edit-goal" label="Your goal in dollars" inputMode="numeric" registration={register('goal_dollars')} error={formState.errors.goal_dollars} />
      <TextArea
        id="edit-story"
        label="Your story"
        optional
        rows={6}
        registration={register('story')}
        error={formState.errors.story}
        hint="Plain text, up to 2,000 characters. Leave a blank line between paragraphs."
      />
      {page.has_photo && (
        <label className="flex items-center gap-3 text-base">
          <input type="checkbox" {...register('remove_photo')} className="h-4 w-4 accent-navy-900" />
          Remove my photo
        </label>
      )}
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
      <FormProblem error={formState.errors.root} />
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save my page'}
      </button>
    </form>
  )
}

/** `/campaigns/walk/ann` (or its full address) → both slugs; a bare word is a campaign's slug. */
export function slugsOf(address: string): { campaign?: string; fundraiser?: string } {
  const path = address
    .trim()
    .replace(/^https?:\/\/[^/]+/i, '')
    .replace(/[?#].*$/, '')
  const match = /\/?campaigns\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?/i.exec(path)
  if (match) return { campaign: match[1]!.toLowerCase(), ...(match[2] && { fundraiser: match[2].toLowerCase() }) }
  return path ? { campaign: path.replace(/^\/+|\/+$/g, '').toLowerCase() } : {}
}

/** Asks for a new edit link: the same answer whether or not the email has a page. */
export function AskForEditLink({ campaign }: { campaign?: string }) {
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState('')
  const [address, setAddress] = useState('')
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = useContractForm(() => import('@/contracts/fundraisers').then((m) => m.editLinkRequestSchema), {
    defaultValues: { email: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    setFailure('')
    const where = campaign ? { campaign } : slugsOf(address)
    if (!where.campaign) return setFailure('Please give the address of your page.')
    const result = await callApi('POST /api/fundraisers/edit-link', { body: { email: values.email, ...where } })
    if (result.ok) return setSent(true)
    applyServerErrors(result)
    setFailure(result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : 'We could not send the link. Please try again in a moment.')
  })
  if (sent)
    return (
      <p role="status" className="rounded-lg bg-blue-50 p-4">
        {FUNDRAISER_MESSAGES.editLinkSent}
      </p>
    )
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Ask for a link to edit your fundraising page">
      <p>Enter the email address of your fundraising page. We will email you a link to edit it.</p>
      <TextField id="edit-link-email" label="Email" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email} />
      {!campaign && (
        <div>
          <label htmlFor="edit-link-address" className="block text-sm font-semibold text-navy-900">
            Your page’s address
          </label>
          <input
            id="edit-link-address"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            placeholder="/campaigns/…/…"
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm"
          />
        </div>
      )}
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
      <FormProblem error={formState.errors.root} />
      <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : 'Email me a link'}
      </button>
    </form>
  )
}
