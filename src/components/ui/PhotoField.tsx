import type React from 'react'

import { type FieldError, FieldMessage, type FieldRegistration } from './fields'

/** A photo to upload (JPG or PNG), its error, and a preview of the chosen file (usePreview). */
export function PhotoField({
  id,
  label,
  registration,
  error,
  preview,
  previewHeight,
  accept = 'image/jpeg,image/png',
}: {
  id: string
  label: React.ReactNode
  registration: FieldRegistration
  error?: FieldError
  preview: string | null | undefined
  /** The preview's largest height (a Tailwind class). */
  previewHeight: 'max-h-40' | 'max-h-64'
  /** The types the file picker offers (a sponsor's logo may also be WebP). */
  accept?: string
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        {...registration}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white"
      />
      <FieldMessage id={id} error={error} />
      {preview && (
        // eslint-disable-next-line @next/next/no-img-element -- a local blob preview
        <img src={preview} alt="Preview of the selected photo" className={`mt-3 ${previewHeight} rounded-md border border-slate-200 object-contain`} />
      )}
    </div>
  )
}
