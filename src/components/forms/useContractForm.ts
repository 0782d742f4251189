'use client'

import { type BaseSyntheticEvent, useEffect, useRef, useState } from 'react'
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type ResolverError, useForm } from 'react-hook-form'
import type * as z from 'zod/mini'

import type { ApiResult } from '@/app/api/client'

type Schema = z.ZodMiniType<FieldValues, FieldValues>
/** The schema itself, or a loader: the public forms fetch their validators when first used. */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>)

/** When the validators cannot be fetched (the connection dropped), the form stays as it is. */
const UNCHECKED = { type: 'unavailable', message: 'The form could not be checked. Please try again.' }

/**
 * react-hook-form's zod resolver over one of the shared contracts, both fetched the first time the
 * visitor reaches a field or sends the form: a form page's first visit carries neither.
 */
function lazyContractResolver<S extends Schema>(source: SchemaSource<S>) {
  type Checked = Resolver<z.input<S>, unknown, z.output<S>>
  let loading: Promise<Checked> | undefined
  const load = (): Promise<Checked> =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), typeof source === 'function' ? source() : source]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Checked,
      (error: unknown) => {
        loading = undefined // a later attempt may succeed
        throw error
      },
    ))
  const resolver: Checked = (values, context, options) =>
    load().then(
      (check) => check(values, context, options),
      (): ResolverError<z.input<S>> => ({ values: {}, errors: { root: UNCHECKED } as FieldErrors<z.input<S>> }),
    )
  return { resolver, preload: () => void load().catch(() => undefined) }
}

/**
 * A react-hook-form form on one of the shared zod contracts (the same one the API handler uses):
 * validation on a field's first blur, then on every change; focus on the first error; and
 * `applyServerErrors` to show a 422's per-field messages on their fields (`setError`).
 * `onFocus` goes on the <form>: reaching any field starts fetching the validators.
 * Sending disables the form's button, and a disabled button drops the focus to <body>: when a send
 * ends with the focus nowhere and the control it was sent from is still there, that control gets
 * it back (a confirmation or a field that took the focus meanwhile keeps it).
 */
export function useContractForm<S extends Schema>(source: SchemaSource<S>, options: { defaultValues: DefaultValues<z.input<S>> }) {
  const [{ resolver, preload }] = useState(() => lazyContractResolver(source))
  const form = useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', resolver, defaultValues: options.defaultValues })
  const sentFrom = useRef<Element | null>(null)
  const { isSubmitting } = form.formState
  useEffect(() => {
    if (isSubmitting) return
    const control = sentFrom.current
    sentFrom.current = null
    if (control instanceof HTMLElement && control.isConnected && (!document.activeElement || document.activeElement === document.body)) control.focus()
  }, [isSubmitting])

  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) => {
    const send = form.handleSubmit(onValid, onInvalid)
    return (event?: BaseSyntheticEvent) => {
      sentFrom.current = document.activeElement
      return send(event)
    }
  }

  /** The server's per-field messages (a 422's `fields`) on the fields; `formNames` maps the contract's names onto the form's where they differ. */
  const applyServerErrors = (result: ApiResult<unknown>, formNames: Partial<Record<string, string>> = {}) => {
    if (result.ok || !result.fields) return
    Object.entries(result.fields).forEach(([name, message], index) => {
      form.setError((formNames[name] ?? name) as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: index === 0 })
    })
  }

  return { ...form, handleSubmit, applyServerErrors, onFocus: preload }
}
