import type React from 'react'

import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

/** What `register(name)` of react-hook-form spreads onto an input or a textarea. */
export type FieldRegistration = UseFormRegisterReturn
export type { FieldError }

export type Common = { id: string; label: string; error?: FieldError; hint?: string; optional?: boolean }

export const inputClass = (invalid: boolean) => `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm focus:border-navy-700 ${invalid ? 'border-red-600' : 'border-slate-300'}`

export function Label({ id, label, optional }: Pick<Common, 'id' | 'label' | 'optional'>) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
      {label}
      {optional && <span className="font-normal text-slate-600"> (optional)</span>}
    </label>
  )
}

export function Message({ id, error, hint }: Pick<Common, 'id' | 'error' | 'hint'>) {
  if (error?.message) {
    return (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-700" role="alert">
        {error.message}
      </p>
    )
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  ) : null
}

export const describedBy = ({ id, error, hint }: Common) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined)

export function TextField(props: Common & { registration: FieldRegistration; type?: string; autoComplete?: string } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const { id, label, error, hint, optional, registration, ...rest } = props
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <input id={id} {...rest} {...registration} aria-invalid={Boolean(error)} aria-describedby={describedBy(props)} className={inputClass(Boolean(error))} />
      <Message id={id} error={error} hint={hint} />
    </div>
  )
}

/** `alsoDescribedBy`: the id of something else that describes the field (an essay's word count). */
export function TextArea(props: Common & { registration: FieldRegistration; rows?: number; alsoDescribedBy?: string; autoComplete?: string }) {
  const { id, label, error, hint, optional, registration, rows = 5, alsoDescribedBy, autoComplete } = props
  const description = [describedBy(props), alsoDescribedBy].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <textarea id={id} rows={rows} autoComplete={autoComplete} {...registration} aria-invalid={Boolean(error)} aria-describedby={description} className={inputClass(Boolean(error))} />
      <Message id={id} error={error} hint={hint} />
    </div>
  )
}

export { Message as FieldMessage }

/** A choice from a short list; `options` in the order shown, the first often "Choose…" with an empty value. */
