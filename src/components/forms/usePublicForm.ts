'use client'

import { type BaseSyntheticEvent, useEffect, useMemo, useReducer, useState } from 'react'
import type { createFormControl, DefaultValues, FieldErrors, FieldValues, FormState, Path, PathValue, UseFormHandleSubmit, UseFormRegister, UseFormSetValue } from 'react-hook-form'
import type * as z from 'zod/mini'

import { EarlyForm } from './earlyForm'
import { lazyContractResolver, type Schema, type SchemaSource, serverErrorsOn, UNCHECKED, useSendFocus } from './formParts'

/** What a public form reads of its state. */
type PublicFormState<V extends FieldValues> = Pick<FormState<V>, 'errors' | 'isSubmitting' | 'isSubmitted'>

type Library<V extends FieldValues, Out> = ReturnType<typeof createFormControl<V, unknown, Out>>

const loadLibrary = () => import('./formLibrary')

/**
 * Loads react-hook-form once (again after a failure) and hands the form over to it: the values the
 * form's own controls set before, then the control itself.
 */
function libraryLoader<V extends FieldValues, Out>(
  start: () => Parameters<typeof createFormControl<V, unknown, Out>>[0],
  early: EarlyForm,
  ready: (library: Library<V, Out>) => void,
  failed: () => void,
) {
  let loading: Promise<void> | null = null
  return () => {
    loading ??= loadLibrary().then(
      ({ createFormControl }) => {
        const library = createFormControl<V, unknown, Out>(start())
        for (const [name, value] of early.values) library.setValue(name as Path<V>, value as PathValue<V, Path<V>>)
        ready(library)
      },
      () => {
        loading = null // a later use tries again
        failed()
      },
    )
  }
}

/**
 * A public page's form on one of the shared zod contracts, with react-hook-form loaded on the
 * form's first use (a field reached or changed, a value chosen, a send): a form page's first visit
 * does not carry the library. Until then the fields are plain uncontrolled inputs (the same names,
 * labels and ids, see `EarlyForm`); react-hook-form then takes over the same elements through
 * `createFormControl`, keeping what was typed (its own check for fields edited before it was
 * ready, as at hydration) and the focus, and a send asked for before it was there is checked and
 * sent as soon as it is. From then on the form behaves as `useContractForm`'s: a field checked on
 * its first blur, then on every change; focus on the first error; a 422's per-field messages on
 * their fields (`applyServerErrors`); the focus back where a failed send came from. `onFocus` goes
 * on the <form>; the form re-renders when a value it reads with `watch` changes.
 */
export function usePublicForm<S extends Schema>(source: SchemaSource<S>, options: { defaultValues: DefaultValues<z.input<S>> }) {
  type V = z.input<S>
  type Out = z.output<S>
  const [library, setLibrary] = useState<Library<V, Out> | null>(null)
  const [state, setState] = useState<PublicFormState<V>>({ errors: {}, isSubmitting: false, isSubmitted: false })
  const [, changed] = useReducer((count: number) => count + 1, 0)
  const [parts] = useState(() => {
    const { resolver, preload } = lazyContractResolver(source)
    const early: EarlyForm = new EarlyForm(options.defaultValues, () => use(), changed)
    const load = libraryLoader<V, Out>(
      () => ({ mode: 'onTouched', resolver, defaultValues: options.defaultValues }),
      early,
      setLibrary,
      () => {
        if (!early.sendAsked) return
        early.errors = { root: UNCHECKED }
        changed()
      },
    )
    const use = () => {
      preload()
      load()
    }
    // A form re-renders when a value it reads (`watch`) changes, or all of them (a reset).
    const watched = new Set<string>()
    const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`)
    const watching = {
      note: (name: string) => void watched.add(name),
      concerns: (name: string | undefined) => (name === undefined ? watched.size > 0 : [...watched].some((one) => related(one, name))),
    }
    return { early, use, watching, toldGroups: new Set<string>() }
  })
  const { early, use, watching, toldGroups } = parts

  useEffect(() => {
    if (!library) return
    const publish = ({ errors = {}, isSubmitting = false, isSubmitted = false }: Partial<FormState<V>>) => setState({ errors, isSubmitting, isSubmitted })
    // isSubmitting comes with them (react-hook-form says "sending" with the errors it checked).
    const stopState = library.subscribe({ formState: { errors: true, isSubmitted: true }, callback: publish })
    const stopValues = library.subscribe({ formState: { values: true }, callback: ({ name }) => watching.concerns(name) && changed() })
    // The fields were its own from the render before this effect: a field left in between was
    // checked with no one subscribed to hear it. As useForm does, start from its state now.
    publish({ ...library.control._formState, errors: { ...library.control._formState.errors } })
    changed() // the values it found in the fields
    // What it missed: a field left (checked as on its blur, so it is checked on every change from
    // then on), then a send asked for.
    for (const [name, target] of early.left) void library.register(name as Path<V>).onBlur({ target, type: 'blur' })
    early.left.clear()
    early.sendAgain()
    return () => {
      stopState()
      stopValues()
    }
  }, [library, early, watching])

  const noteSender = useSendFocus(state.isSubmitting)

  const methods = useMemo(() => {
    if (!library) {
      return {
        register: early.register as UseFormRegister<V>,
        setValue: early.setValue as UseFormSetValue<V>,
        setFocus: (name: Path<V>) => early.setFocus(name),
        reset: () => early.reset(),
        value: (name: Path<V>) => early.value(name),
      }
    }
    // Radio buttons are never "edited" to react-hook-form: the one chosen before it loaded is told to it.
    const tellChosenRadio = (name: Path<V>, element: unknown) => {
      if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || toldGroups.has(name)) return
      toldGroups.add(name)
      const group = element.form?.elements.namedItem(name)
      if (group instanceof RadioNodeList && group.value !== '') library.setValue(name, group.value as PathValue<V, Path<V>>)
    }
    const register: UseFormRegister<V> = (name, fieldOptions) => {
      const registration = library.register(name, fieldOptions)
      return {
        ...registration,
        ref: (element: unknown) => {
          if (element) tellChosenRadio(name, element)
          registration.ref(element)
        },
      }
    }
    return {
      register,
      setValue: library.setValue,
      setFocus: (name: Path<V>) => library.setFocus(name),
      reset: () => library.reset(),
      value: (name: Path<V>) => library.getValues(name),
    }
  }, [library, early, toldGroups])

  const handleSubmit: UseFormHandleSubmit<V, Out> = (onValid, onInvalid) => {
    if (!library) return early.handleSubmit
    const send = library.handleSubmit(onValid, onInvalid)
    return (event?: BaseSyntheticEvent) => {
      noteSender()
      return send(event)
    }
  }

  /** A field's value now; the form re-renders when a value changes. */
  const watch = <N extends Path<V>>(name: N): PathValue<V, N> => {
    watching.note(name)
    return methods.value(name) as PathValue<V, N>
  }

  const formState: PublicFormState<V> = library ? state : { errors: early.errors as FieldErrors<V>, isSubmitting: false, isSubmitted: false }
  const applyServerErrors = serverErrorsOn((name, error, errorOptions) => library?.setError(name as Path<V>, error, errorOptions))

  return { ...methods, handleSubmit, watch, formState, applyServerErrors, onFocus: use }
}
