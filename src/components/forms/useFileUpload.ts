'use client'

import { type FormEvent, useRef, useState } from 'react'

import type { ApiFailure, ApiResult } from '@/contracts/client'

import { useSendFocus } from './formParts'

/** What a file field takes: its largest size, the words for a missing or too large file, and for another refusal. */
export type FileLimits = { maxBytes: number; missing: string; tooLarge: string; refused: (failure: ApiFailure) => string }

/**
 * One file sent from a file field: a missing or oversized file is refused before sending, a
 * refusal shows on the field (its `file` message, else `refused`) and takes the focus back; a file
 * sent clears the field and gives the focus back to the button it was sent from (`useSendFocus`).
 */
export function useFileUpload<T>(limits: FileLimits, send: (file: File) => Promise<ApiResult<T>>, onSent: (data: T) => void | Promise<void>) {
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)
  const noteSender = useSendFocus(sending)
  const refuse = (message: string) => {
    setError(message)
    input.current?.focus()
  }
  const upload = async (event: FormEvent) => {
    event.preventDefault()
    const file = input.current?.files?.[0]
    if (!file) return refuse(limits.missing)
    if (file.size > limits.maxBytes) return refuse(limits.tooLarge)
    setError('')
    noteSender()
    setSending(true)
    const result = await send(file)
    setSending(false)
    if (!result.ok) return refuse(result.fields?.file ?? limits.refused(result))
    if (input.current) input.current.value = ''
    await onSent(result.data)
  }
  return { input, error, sending, upload }
}
