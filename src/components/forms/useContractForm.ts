'use client'

import { type BaseSyntheticEvent, useState } from 'react'
import { type DefaultValues, type Path, useForm } from 'react-hook-form'
import type * as z from 'zod/mini'

import { lazyContractResolver, type Schema, type SchemaSource, serverErrorsOn, useSendFocus } from './formParts'

export type { SchemaSource }

/**
 * A react-hook-form form on one of the shared zod contracts (the same one the API handler uses):
 * validation on a field's first blur, then on every change; focus on the first error; and
 * `applyServerErrors` to show a 422's per-field messages on their fields (`setError`).
 * `onFocus` goes on the <form>: reaching any field starts fetching the validators.
 * A failed send gives the focus back to the control it was sent from (`useSendFocus`).
 * The public pages' forms use `usePublicForm`, which loads react-hook-form itself on first use.
 */
export function useContractForm<S extends Schema>(source: SchemaSource<S>, options: { defaultValues: DefaultValues<z.input<S>> }) {
  const [{ resolver, preload }] = useState(() => lazyContractResolver(source))
  const form = useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', resolver, defaultValues: options.defaultValues })
  const noteSender = useSendFocus(form.formState.isSubmitting)

  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) => {
    const send = form.handleSubmit(onValid, onInvalid)
    return (event?: BaseSyntheticEvent) => {
      noteSender()
      return send(event)
    }
  }

  const applyServerErrors = serverErrorsOn((name, error, errorOptions) => form.setError(name as Path<z.input<S>>, error, errorOptions))

  return { ...form, handleSubmit, applyServerErrors, onFocus: preload }
}
