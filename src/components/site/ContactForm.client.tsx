'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'

import { navyButton } from '../ui/buttons'
import { TextArea, TextField } from '../ui/fields'
import { useToast } from '../ui/Toaster.client'
import { ThankYouPanel } from './ThankYouPanel.client'
import { usePublicForm } from '../forms/usePublicForm'
import { FormProblem } from '@/components/ui/FormProblem'

export function ContactForm() {
  const toast = useToast()
  const [sent, setSent] = useState(false)
  const { onFocus, register, handleSubmit, reset, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/contact').then((m) => m.contactSchema), {
    defaultValues: { name: '', email: '', subject: '', message: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    const result = await callApi('POST /api/contact', { body: values })
    if (result.ok) {
      toast('Message sent successfully!', 'success')
      reset()
      setSent(true)
      return
    }
    applyServerErrors(result)
    toast('Failed to send message. Please try again.', 'error')
  })
  return (
    <ThankYouPanel
      sent={sent}
      title="Thank you for reaching out"
      message="We have received your message and will reply as soon as we can."
      action="Send another message"
      onAgain={() => setSent(false)}
    >
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-4" aria-label="Contact the foundation">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="contact-name" label="Name" autoComplete="name" registration={register('name')} error={formState.errors.name} />
          <TextField id="contact-email" label="Email" type="email" autoComplete="email" registration={register('email')} error={formState.errors.email} />
        </div>
        <TextField id="contact-subject" label="Subject" optional registration={register('subject')} error={formState.errors.subject} />
        <TextArea id="contact-message" label="Message" rows={6} registration={register('message')} error={formState.errors.message} />
        <FormProblem error={formState.errors.root} />
        <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending…' : 'Send Message'}
        </button>
      </form>
    </ThankYouPanel>
  )
}
