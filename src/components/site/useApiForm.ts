'use client'

import { type FormEvent, useEffect, useState, useSyncExternalStore } from 'react'
import type * as z from 'zod/mini'

import type { ApiResult } from '@/lib/api-client'

import type { FieldElement, FieldError, FieldRegistration } from '../ui/fields'

type Values = Record<string, unknown>
type Schema = z.ZodMiniType<Values, Values>
/** The schema itself, or a loader: the public forms fetch their validators when first used. */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>)
type Field = { element: FieldElement | null; registration: FieldRegistration }
export type FormState<In> = { errors: Partial<Record<keyof In & string, FieldError>>; isSubmitting: boolean; isSubmitted: boolean }

const isInput = (element: FieldElement): element is HTMLInputElement => element instanceof HTMLInputElement

/** What a field holds: a checkbox its state, a file input its files, anything else its text. */
const readValue = (element: FieldElement): unknown =>
  isInput(element) && element.type === 'checkbox' ? element.checked : isInput(element) && element.type === 'file' ? element.files : element.value

/** Whether the visitor changed a field before the page came alive (hydration). */
const isEdited = (element: FieldElement): boolean =>
  isInput(element) && element.type === 'checkbox' ? element.checked !== element.defaultChecked : element.value !== element.defaultValue

function writeValue(element: FieldElement, value: unknown) {
  if (isInput(element) && element.type === 'checkbox') element.checked = Boolean(value)
  else if (isInput(element) && element.type === 'file') element.value = '' // a file input can only be cleared
  else element.value = value == null ? '' : String(value)
}

/** zod's issues as one message per field (the first), keyed by the field's path. */
function issuesToErrors(issues: readonly z.core.$ZodIssue[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {}
  for (const issue of issues) errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message }
  return errors
}

/**
 * The form's values and fields live here, outside React; what the page shows (messages, the
 * submitting and submitted flags) is a snapshot that changes, and re-renders the form, when they do.
 */
function createForm<S extends Schema>(source: SchemaSource<S>, defaultValues: Values) {
  type In = z.input<S>
  type Name = keyof In & string
  let schema: S | undefined = typeof source === 'function' ? undefined : source
  let loading: Promise<S> | undefined
  /** The validators: loaded once, when the visitor first reaches a field or sends the form. */
  const loadSchema = (): Promise<S> => {
    if (schema) return Promise.resolve(schema)
    loading ??= (source as () => Promise<S>)().then(
      (loaded) => (schema = loaded),
      (error: unknown) => {
        loading = undefined // a later attempt may succeed
        throw error
      },
    )
    return loading
  }
  let values: Values = { ...defaultValues }
  let errors: Record<string, FieldError> = {}
  let submitting = false
  let submitted = false
  let resets = 0
  let ready = false // set once the form has mounted
  const touched = new Set<string>()
  const watched = new Set<string>()
  const fields = new Map<string, Field>() // in the order the form registers them: the focus order
  const listeners = new Set<() => void>()
  let snapshot: FormState<In> = { errors: {}, isSubmitting: false, isSubmitted: false }

  const emit = () => {
    // Messages are keyed by path: the schema's fields, and whatever else the server names.
    snapshot = { errors: errors as FormState<In>['errors'], isSubmitting: submitting, isSubmitted: submitted }
    for (const listener of listeners) listener()
  }
  const setFieldError = (name: string, error: FieldError | undefined) => {
    const { [name]: _previous, ...others } = errors
    errors = error ? { ...others, [name]: error } : others
  }
  /** Checks the whole form and shows (or clears) the message of one field. */
  const validateField = async (name: string) => {
    const result = (schema ?? (await loadSchema())).safeParse(values)
    setFieldError(name, result.success ? undefined : issuesToErrors(result.error.issues)[name])
    emit()
  }
  const focusFirstError = () => {
    for (const [name, { element }] of fields) {
      if (element?.isConnected && errors[name]) return element.focus()
    }
  }

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    /** After the first mount: from now on a field that (re)appears shows the form's value. */
    mounted: () => {
      ready = true
    },

    /** Props for an input or textarea: it stays uncontrolled, and its value is read as it changes. */
    register: (name: Name): FieldRegistration => {
      const known = fields.get(name)
      if (known) return known.registration
      const field: Field = {
        element: null,
        registration: {
          name,
          // The field shows the form's value, unless it has none yet, or (until the form has
          // mounted) the visitor typed into it before the page came alive: then the form takes it.
          ref: (element) => {
            field.element = element
            if (!element) return
            const keepsOwn = values[name] === undefined || (isInput(element) && element.defaultChecked) || (!ready && isEdited(element))
            if (keepsOwn) values[name] = readValue(element)
            else writeValue(element, values[name])
          },
          // Validation as react-hook-form's "onTouched": a field on its first blur, then on every
          // change; after a submit, every field on every change.
          onChange: (event) => {
            values[name] = readValue(event.target)
            if (submitted || touched.has(name)) void validateField(name)
            else if (watched.has(name)) emit()
          },
          onFocus: () => void loadSchema().catch(() => undefined), // sending the form tries again
          onBlur: () => {
            touched.add(name)
            if (!submitted) void validateField(name)
          },
        },
      }
      fields.set(name, field)
      return field.registration
    },

    /** Validates every field; shows the messages and focuses the first, or hands on the parsed values. */
    handleSubmit: (onValid: (values: z.output<S>) => unknown) => async (event?: FormEvent) => {
      event?.preventDefault()
      const resetsBefore = resets
      submitting = true
      emit()
      let failure: { error: unknown } | null = null
      const result = await loadSchema().then(
        (loaded) => loaded.safeParse(values),
        (error: unknown) => void (failure = { error }),
      )
      if (!result) {
        // The validators could not be fetched (the connection dropped): the form stays as it is.
      } else if (result.success) {
        errors = {}
        emit()
        try {
          await onValid(result.data)
        } catch (error) {
          failure = { error }
        }
      } else {
        errors = issuesToErrors(result.error.issues)
        focusFirstError()
        setTimeout(focusFirstError) // again once the messages show, as react-hook-form does
      }
      // A reset during onValid has already settled the form (not submitted, not submitting).
      if (resetsBefore === resets) {
        submitted = true
        submitting = false
        emit()
      }
      if (failure) throw failure.error
    },

    /** Back to the default values, without messages, as if never submitted. */
    reset: () => {
      resets++
      values = { ...defaultValues }
      errors = {}
      submitting = false
      submitted = false
      touched.clear()
      for (const [name, { element }] of fields) if (element) writeValue(element, values[name])
      emit()
    },

    /** Sets a value the form manages itself (or a field's), validating it if asked. */
    setValue: <K extends Name>(name: K, value: In[K], options: { shouldValidate?: boolean } = {}) => {
      values[name] = value
      const element = fields.get(name)?.element
      if (element) writeValue(element, value)
      if (options.shouldValidate) void validateField(name)
      else if (watched.has(name)) emit()
    },

    /** The current value of a field; the form re-renders when it changes. */
    watch: <K extends Name>(name: K): In[K] => {
      watched.add(name)
      return values[name] as In[K]
    },

    /**
     * Puts the server's per-field messages (a 422's `fields`) on the fields; `formNames` maps the
     * contract's names onto the form's where they differ (amount_cents → amount).
     */
    applyServerErrors: (result: ApiResult<unknown>, formNames: Partial<Record<string, string>> = {}) => {
      if (result.ok || !result.fields) return
      for (const [name, message] of Object.entries(result.fields)) setFieldError(formNames[name] ?? name, { type: 'server', message })
      emit()
    },
  }
}

/**
 * A form driven by one of the shared zod schemas (the same one the API handler uses). It keeps
 * react-hook-form's behaviour for what our forms use, at a fraction of its size: `register`,
 * `handleSubmit` (parsed values), `reset`, `setValue`, `watch`, `formState` ({errors,
 * isSubmitting, isSubmitted}), plus `applyServerErrors`. The schema (or its loader) and the default
 * values are taken on the first render, as react-hook-form takes its defaults.
 */
export function useSchemaForm<S extends Schema>(schema: SchemaSource<S>, options: { defaultValues: { [K in keyof z.input<S>]?: z.input<S>[K] } }) {
  const [form] = useState(() => createForm(schema, options.defaultValues))
  const formState = useSyncExternalStore(form.subscribe, form.getSnapshot, form.getSnapshot)
  useEffect(() => form.mounted(), [form])
  const { register, handleSubmit, reset, setValue, watch, applyServerErrors } = form
  return { register, handleSubmit, reset, setValue, watch, applyServerErrors, formState }
}
