'use client'

import { useEffect, useRef, useState } from 'react'
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form'
import type * as z from 'zod/mini'

import type { roundFormSchema } from '@/contracts/adminForms'

import { type FieldError, FieldMessage } from '../../ui/fields'
import { LiveRegion } from '../../ui/LiveRegion.client'

type Values = z.input<typeof roundFormSchema>
type Kind = 'documents' | 'criteria'
type Props<K extends Kind> = {
  kind: K
  rows: UseFieldArrayReturn<Values, K>
  register: UseFormRegister<Values>
  errors?: FieldErrors<Values>[K]
  rootError?: FieldError
  /** Which rows' fields were left (react-hook-form's touchedFields): a row's errors show once it was, or once the form was sent. */
  touched?: ({ key?: boolean; label?: boolean } | undefined)[]
  submitted: boolean
}

const WORDS = {
  documents: { legend: 'Documents (PDF)', one: 'document', many: 'documents', add: 'Add a document', hint: 'What applicants upload. Reviewers open only those marked for them.' },
  criteria: { legend: 'Criteria (each scored 1 to 5)', one: 'criterion', many: 'criteria', add: 'Add a criterion', hint: 'What reviewers score. Keys cannot change once a review is in.' },
} as const

const input = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm'

/**
 * The round's documents or criteria, a row each: a key, a label (and for documents two checkboxes),
 * removable. A removed row gives the focus to the next row's key, else the previous row's, else
 * "Add a …", and the fieldset's live region says what is left. react-hook-form checks the whole
 * list when a row comes or goes: a row's errors show only once its field was left or the form sent,
 * so a new empty row says nothing yet.
 */
export function RoundRows<K extends Kind>({ kind, rows, register, errors, rootError, touched, submitted }: Props<K>) {
  const words = WORDS[kind]
  const allErrors = errors as unknown as ({ key?: FieldError; label?: FieldError } | undefined)[] | undefined
  const rowError = (index: number, field: 'key' | 'label') => (submitted || touched?.[index]?.[field] ? allErrors?.[index]?.[field] : undefined)
  const [said, setSaid] = useState({ text: '', count: 0 })
  const focusNext = useRef<string | null>(null)
  useEffect(() => {
    if (!focusNext.current) return
    document.getElementById(focusNext.current)?.focus()
    focusNext.current = null
  }, [rows.fields])
  const remove = (index: number) => {
    const count = rows.fields.length
    const left = count - 1
    focusNext.current = left === 0 ? `round-${kind}-add` : `round-${kind}-${index < left ? index : index - 1}-key`
    rows.remove(index)
    const what = `${words.one[0]!.toUpperCase()}${words.one.slice(1)} ${index + 1} removed`
    setSaid((before) => ({ text: `${what}. ${left === 0 ? `No ${words.many} left` : `${left} ${left === 1 ? words.one : words.many} left`}.`, count: before.count + 1 }))
  }
  const add = () => (kind === 'documents' ? rows.append({ key: '', label: '', required: true, reviewers_see: false } as never) : rows.append({ key: '', label: '' } as never))
  return (
    <fieldset className="rounded-md border border-slate-300 p-4" aria-describedby={rootError?.message ? `round-${kind}-error` : `round-${kind}-hint`}>
      <legend className="px-1 text-sm font-semibold text-navy-900">{words.legend}</legend>
      <p id={`round-${kind}-hint`} className="text-sm text-slate-600">
        {words.hint}
      </p>
      <ol className="mt-3 space-y-4">
        {rows.fields.map((field, index) => {
          const n = index + 1
          const id = `round-${kind}-${index}`
          const error = { key: rowError(index, 'key'), label: rowError(index, 'label') }
          return (
            <li key={field.id} className="grid gap-3 border-t border-slate-200 pt-3 first:border-0 first:pt-0 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
              <div>
                <label htmlFor={`${id}-key`} className="block text-sm font-semibold">
                  Key
                  <span className="sr-only">
                    {' '}
                    of {words.one} {n}
                  </span>
                </label>
                <input
                  id={`${id}-key`}
                  {...register(`${kind}.${index}.key` as `documents.${number}.key`)}
                  aria-invalid={Boolean(error?.key)}
                  aria-describedby={error?.key ? `${id}-key-error` : undefined}
                  className={input}
                />
                <FieldMessage id={`${id}-key`} error={error?.key} />
              </div>
              <div>
                <label htmlFor={`${id}-label`} className="block text-sm font-semibold">
                  Label
                  <span className="sr-only">
                    {' '}
                    of {words.one} {n}
                  </span>
                </label>
                <input
                  id={`${id}-label`}
                  {...register(`${kind}.${index}.label` as `documents.${number}.label`)}
                  aria-invalid={Boolean(error?.label)}
                  aria-describedby={error?.label ? `${id}-label-error` : undefined}
                  className={input}
                />
                <FieldMessage id={`${id}-label`} error={error?.label} />
                {kind === 'documents' && (
                  <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                    <label className="flex items-center gap-2">
                      <input type="checkbox" {...register(`documents.${index}.required`)} className="h-4 w-4" /> Required
                      <span className="sr-only">
                        {' '}
                        ({words.one} {n})
                      </span>
                    </label>
                    <label className="flex items-center gap-2">
                      <input type="checkbox" {...register(`documents.${index}.reviewers_see`)} className="h-4 w-4" /> Reviewers see it
                      <span className="sr-only">
                        {' '}
                        ({words.one} {n})
                      </span>
                    </label>
                  </div>
                )}
              </div>
              <button type="button" onClick={() => remove(index)} className="self-center text-sm text-red-700 underline sm:mt-6" aria-label={`Remove ${words.one} ${n}`}>
                Remove
              </button>
            </li>
          )
        })}
      </ol>
      <FieldMessage id={`round-${kind}`} error={rootError} />
      {/* The same words twice (a second first row removed) are a new node, said again. */}
      <LiveRegion className="sr-only">{said.text && <span key={said.count}>{said.text}</span>}</LiveRegion>
      <button type="button" id={`round-${kind}-add`} onClick={add} className="mt-3 rounded border border-navy-900 px-3 py-1.5 text-sm font-semibold text-navy-900">
        {words.add}
      </button>
    </fieldset>
  )
}
