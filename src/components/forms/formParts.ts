'use client'

import { useEffect, useRef } from 'react'
import type { FieldErrors, FieldValues, Resolver, ResolverError } from 'react-hook-form'
import type * as z from 'zod/mini'

import type { ApiResult } from '@/contracts/client'

/** What both form hooks share: the lazily fetched validators, the send's focus, a 422 on its fields. */
export type Schema = z.ZodMiniType<FieldValues, FieldValues>
/** The schema itself, or a loader: the public forms fetch their validators when first used. */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>)

/** When the validators (or the form library) cannot be fetched (the connection dropped), the form stays as it is. */
export const UNCHECKED = { type: 'unavailable', message: 'The form could not be checked. Please try again.' }

/**
 * react-hook-form's zod resolver over one of the shared contracts, both fetched the first time the
 * visitor reaches a field or sends the form: a form page's first visit carries neither.
 */
export function lazyContractResolver<S extends Schema>(source: SchemaSource<S>) {
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
 * Sending disables the form's button, and a disabled button drops the focus to <body>: when a send
 * ends with the focus nowhere and the control it was sent from is still there, that control gets
 * it back (a confirmation or a field that took the focus meanwhile keeps it). Call the result as a
 * send starts.
 */
export function useSendFocus(isSubmitting: boolean) {
  const sentFrom = useRef<Element | null>(null)
  useEffect(() => {
    if (isSubmitting) return
    const control = sentFrom.current
    sentFrom.current = null
    if (control instanceof HTMLElement && control.isConnected && (!document.activeElement || document.activeElement === document.body)) control.focus()
  }, [isSubmitting])
  return () => {
    sentFrom.current = document.activeElement
  }
}

type SetFieldError = (name: string, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void

/** The server's per-field messages (a 422's `fields`) on the fields; `formNames` maps the contract's names onto the form's where they differ. */
export function serverErrorsOn(setError: SetFieldError) {
  return (result: ApiResult<unknown>, formNames: Partial<Record<string, string>> = {}) => {
    if (result.ok || !result.fields) return
    Object.entries(result.fields).forEach(([name, message], index) => {
      setError(formNames[name] ?? name, { type: 'server', message }, { shouldFocus: index === 0 })
    })
  }
}
