'use client'

import { callApi } from '@/contracts/client'
import { type ApplicantView, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'

import { navyButton } from '../../ui/buttons'
import { FieldMessage } from '../../ui/fields'

import { usePdfUpload } from './usePdfUpload'

type Saved = (view: ApplicantView, message: string) => void
type Document = ApplicantView['documents'][number]

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`)

/** Each document the round asks for: whether it is in, and a PDF to upload (again) until the application is submitted. */
export function ApplicationDocuments({ token, view, editable, onSaved }: { token: string; view: ApplicantView; editable: boolean; onSaved: Saved }) {
  return (
    <section aria-labelledby="documents-title" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="documents-title" className="text-2xl font-bold">
        Your documents
      </h2>
      <p className="mt-2 text-slate-700">Each as a PDF, up to 10 MB. Uploading a document again replaces the one before.</p>
      <ul className="mt-4 space-y-4">
        {view.documents.map((document) => (
          <li key={document.key} className="rounded-md border border-slate-200 p-4" data-testid={`document-${document.key}`}>
            <p className="font-semibold">
              {document.label}
              {!document.required && <span className="font-normal text-slate-700"> (optional)</span>}
            </p>
            <p className="mt-1 text-sm text-slate-700">{document.uploaded ? `Uploaded: ${document.filename ?? 'your PDF'}${document.size ? ` (${size(document.size)})` : ''}` : 'Not uploaded yet'}</p>
            {editable && <UploadDocument token={token} document={document} onSaved={onSaved} />}
          </li>
        ))}
      </ul>
    </section>
  )
}

function UploadDocument({ token, document, onSaved }: { token: string; document: Document; onSaved: Saved }) {
  const id = `document-file-${document.key}`
  const { input, error, sending, upload } = usePdfUpload(
    (file) => {
      const form = new FormData()
      form.set('token', token)
      form.set('key', document.key)
      form.set('file', file)
      return callApi('POST /api/scholarships/application/documents', { body: form })
    },
    (view) => onSaved(view, `${document.label}: ${SCHOLARSHIP_MESSAGES.documentSaved}`),
  )
  return (
    <form onSubmit={upload} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" aria-label={`Upload ${document.label}`}>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
          {document.uploaded ? 'Replace' : 'Choose'} {document.label} (PDF)
        </label>
        <input
          id={id}
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white"
        />
        <FieldMessage id={id} error={error ? { type: 'server', message: error } : undefined} />
      </div>
      <button type="submit" className={`${navyButton} py-2`} disabled={sending} aria-label={`Upload ${document.label}`}>
        {sending ? 'Uploading…' : 'Upload'}
      </button>
    </form>
  )
}
