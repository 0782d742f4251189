'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { type FieldValues, type Path, type Resolver, useForm, type UseFormProps } from 'react-hook-form'
import type { z } from 'zod'

import type { ApiResult } from '@/lib/api-client'

/**
 * react-hook-form driven by one of the shared zod schemas (the same one the API handler uses),
 * plus a helper that puts the server's per-field messages back on the fields.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  // zodResolver's overloads cannot follow a generic schema; the cast restates what S guarantees.
  const resolver = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>
  const form = useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, resolver })
  const applyServerErrors = (result: ApiResult<unknown>) => {
    if (result.ok || !result.fields) return
    for (const [field, message] of Object.entries(result.fields)) {
      form.setError(field as Path<z.input<S>>, { type: 'server', message })
    }
  }
  return { ...form, applyServerErrors }
}
