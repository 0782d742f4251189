'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'

import { navyButton } from '../ui/buttons'
import { TextArea, TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'
import { ThankYouPanel } from './ThankYouPanel.client'
import { usePublicForm } from '../forms/usePublicForm'
import { FormProblem } from '@/components/ui/FormProblem'

/** The shared schema (and the mapping to a contact message) load with the form's first use. */
const loadContract = () => import('@/contracts/contact')

export function VolunteerForm() {
  const toast = useToast()
  const [sent, setSent] = useState(false)
  const { onFocus, register, handleSubmit, reset, formState, applyServerErrors } = usePublicForm(() => loadContract().then((m) => m.volunteerSchema), {
    defaultValues: { name: '', email: '', phone: '', interests: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    const contract = await loadContract()
    const result = await callApi('POST /api/contact', { body: contract.volunteerAsContact(values) })
    if (result.ok) {
      toast('Application submitted successfully!', 'success')
      reset()
      setSent(true)
      return
    }
    applyServerErrors(result, contract.VOLUNTEER_FORM_FIELDS)
    toast('Failed to submit application. Please try again.', 'error')
  })
  return (
    <ThankYouPanel
      sent={sent}
      title="Thank you for volunteering"
      message="We have received your application and will be in touch soon."
      action="Submit another application"
      onAgain={() => setSent(false)}
    >
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Volunteer application">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="volunteer-name" label="Name" autoComplete="name" registration={register('name')} error={formState.errors.name} />
          <TextField id="volunteer-email" label="Email" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email} />
        </div>
        <TextField id="volunteer-phone" label="Phone" type="tel" autoComplete="tel" optional registration={register('phone')} error={formState.errors.phone} />
        <TextArea
          id="volunteer-interests"
          label="How would you like to help?"
          hint="Tell us about your interests, skills and availability."
          registration={register('interests')}
          error={formState.errors.interests}
        />
        <FormProblem error={formState.errors.root} />
        <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Submitting…' : 'Submit Application'}
        </button>
      </form>
    </ThankYouPanel>
  )
}
