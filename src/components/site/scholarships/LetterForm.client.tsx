'use client'

import { useEffect, useRef, useState } from 'react'

import { callApi } from '@/contracts/client'
import { FormProblem } from '@/components/ui/FormProblem'
import { LiveRegion } from '@/components/ui/LiveRegion.client'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'

import { usePublicForm } from '../../forms/usePublicForm'
import { navyButton } from '../../ui/buttons'
import { FieldMessage, TextArea } from '../../ui/fields'

import { usePdfUpload } from './usePdfUpload'

/** The letter, typed or as a PDF; once received, the thanks take the forms' place and the focus. */
export function LetterForm({ token }: { token: string }) {
  const [received, setReceived] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (received) heading.current?.focus()
  }, [received])
  return (
    <>
      <LiveRegion>
        {received && (
          <div className="rounded-lg border border-green-700/30 bg-green-50 p-6 sm:p-8">
            <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold">
              Thank you for your letter
            </h2>
            <p className="mt-3 text-slate-700">{received}</p>
          </div>
        )}
      </LiveRegion>
      {!received && (
        <div className="space-y-8">
          <WriteLetter token={token} onReceived={setReceived} />
          <UploadLetter token={token} onReceived={setReceived} />
        </div>
      )}
    </>
  )
}

function WriteLetter({ token, onReceived }: { token: string; onReceived: (message: string) => void }) {
  const [failure, setFailure] = useState('')
  const { onFocus, register, handleSubmit, formState, applyServerErrors } = usePublicForm(() => import('@/contracts/scholarshipForms').then((m) => m.letterFormSchema), {
    defaultValues: { letter: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    setFailure('')
    // The endpoint takes a typed letter in the same multipart form as a PDF.
    const form = new FormData()
    form.set('token', token)
    form.set('letter', values.letter)
    const result = await callApi('POST /api/scholarships/recommendations', { body: form })
    if (result.ok) return onReceived(result.data.message)
    applyServerErrors(result)
    if (!result.fields) setFailure(result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : result.detail)
  })
  return (
    <section aria-labelledby="write-letter-title" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="write-letter-title" className="text-xl font-bold">
        Write your letter
      </h2>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="mt-4 space-y-4" aria-label="Write your letter">
        <TextArea
          id="letter-text"
          label="Your letter"
          rows={14}
          registration={register('letter')}
          error={formState.errors.letter}
          hint="Plain text. Leave a blank line between paragraphs. Leave out names: the applicant’s, yours and the school’s."
        />
        {failure && (
          <p role="alert" className="text-red-700">
            {failure}
          </p>
        )}
        <FormProblem error={formState.errors.root} />
        <button type="submit" className={navyButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending…' : 'Send my letter'}
        </button>
      </form>
    </section>
  )
}

function UploadLetter({ token, onReceived }: { token: string; onReceived: (message: string) => void }) {
  const { input, error, sending, upload } = usePdfUpload(
    (file) => {
      const form = new FormData()
      form.set('token', token)
      form.set('file', file)
      return callApi('POST /api/scholarships/recommendations', { body: form })
    },
    (sent) => onReceived(sent.message),
  )
  return (
    <section aria-labelledby="upload-letter-title" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="upload-letter-title" className="text-xl font-bold">
        Or upload it as a PDF
      </h2>
      <form onSubmit={upload} noValidate className="mt-4 space-y-4" aria-label="Upload your letter">
        <div>
          <label htmlFor="letter-file" className="block text-sm font-semibold text-navy-900">
            Your letter (PDF, up to 10 MB)
          </label>
          <input
            id="letter-file"
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'letter-file-error' : undefined}
            className="mt-1 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white"
          />
          <FieldMessage id="letter-file" error={error ? { type: 'server', message: error } : undefined} />
        </div>
        <button type="submit" className={navyButton} disabled={sending}>
          {sending ? 'Uploading…' : 'Upload my letter'}
        </button>
      </form>
    </section>
  )
}
