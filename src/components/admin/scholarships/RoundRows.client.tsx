'use client'

import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form'
import type * as z from 'zod/mini'

import type { roundFormSchema } from '@/contracts/adminForms'

import { type FieldError, FieldMessage } from '../../ui/fields'

type Values = z.input<typeof roundFormSchema>
type Kind = 'documents' | 'criteria'
type Props<K extends Kind> = {
  kind: K
  rows: UseFieldArrayReturn<Values, K>
  register: UseFormRegister<Values>
  errors?: FieldErrors<Values>[K]
  rootError?: FieldError
}

const WORDS = {
  documents: { legend: 'Documents (PDF)', one: 'document', add: 'Add a document', hint: 'What applicants upload. Reviewers open only those marked for them.' },
  criteria: { legend: 'Criteria (each scored 1 to 5)', one: 'criterion', add: 'Add a criterion', hint: 'What reviewers score. Keys cannot change once a review is in.' },
} as const

const input = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm'

/** The round's documents or criteria, a row each: a key, a label (and for documents two checkboxes), removable. */
export function RoundRows<K extends Kind>({ kind, rows, register, errors, rootError }: Props<K>) {
  const words = WORDS[kind]
  const rowErrors = errors as unknown as ({ key?: FieldError; label?: FieldError } | undefined)[] | undefined
  const add = () => (kind === 'documents' ? rows.append({ key: '', label: '', required: true, reviewers_see: false } as never) : rows.append({ key: '', label: '' } as never))
  return (
    <fieldset className="rounded-md border border-slate-300 p-4" aria-describedby={rootError?.message ? `round-${kind}-error` : `round-${kind}-hint`}>
      <legend className="px-1 text-sm font-semibold text-navy-900">{words.legend}</legend>
      <p id={`round-${kind}-hint`} className="text-sm text-slate-600">{words.hint}</p>
      <ol className="mt-3 space-y-4">
        {rows.fields.map((field, index) => {
          const n = index + 1
          const id = `round-${kind}-${index}`
          const error = rowErrors?.[index]
          return (
            <li key={field.id} className="grid gap-3 border-t border-slate-200 pt-3 first:border-0 first:pt-0 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
              <div>
                <label htmlFor={`${id}-key`} className="block text-sm font-semibold">Key<span className="sr-only"> of {words.one} {n}</span></label>
                <input id={`${id}-key`} {...register(`${kind}.${index}.key` as `documents.${number}.key`)} aria-invalid={Boolean(error?.key)} aria-describedby={error?.key ? `${id}-key-error` : undefined} className={input} />
                <FieldMessage id={`${id}-key`} error={error?.key} />
              </div>
              <div>
                <label htmlFor={`${id}-label`} className="block text-sm font-semibold">Label<span className="sr-only"> of {words.one} {n}</span></label>
                <input id={`${id}-label`} {...register(`${kind}.${index}.label` as `documents.${number}.label`)} aria-invalid={Boolean(error?.label)} aria-describedby={error?.label ? `${id}-label-error` : undefined} className={input} />
                <FieldMessage id={`${id}-label`} error={error?.label} />
                {kind === 'documents' && (
                  <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                    <label className="flex items-center gap-2">
                      <input type="checkbox" {...register(`documents.${index}.required`)} className="h-4 w-4" /> Required<span className="sr-only"> ({words.one} {n})</span>
                    </label>
                    <label className="flex items-center gap-2">
                      <input type="checkbox" {...register(`documents.${index}.reviewers_see`)} className="h-4 w-4" /> Reviewers see it<span className="sr-only"> ({words.one} {n})</span>
                    </label>
                  </div>
                )}
              </div>
              <button type="button" onClick={() => rows.remove(index)} className="self-center text-sm text-red-700 underline sm:mt-6" aria-label={`Remove ${words.one} ${n}`}>
                Remove
              </button>
            </li>
          )
        })}
      </ol>
      <FieldMessage id={`round-${kind}`} error={rootError} />
      <button type="button" onClick={add} className="mt-3 rounded border border-navy-900 px-3 py-1.5 text-sm font-semibold text-navy-900">{words.add}</button>
    </fieldset>
  )
}
