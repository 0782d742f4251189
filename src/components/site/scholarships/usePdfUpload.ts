'use client'

import { type FormEvent, useRef, useState } from 'react'

import type { ApiResult } from '@/contracts/client'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import { SCHOLARSHIP_FILE_MAX_BYTES, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'

import { useSendFocus } from '../../forms/formParts'

/**
 * One PDF sent from a file field (an applicant's document, a recommender's letter): a missing or
 * oversized file is refused before sending, a refusal shows on the field and takes the focus back;
 * a PDF sent gives it back to the button it was sent from (sending disabled it: `useSendFocus`).
 */
export function usePdfUpload<T>(send: (file: File) => Promise<ApiResult<T>>, onSent: (data: T) => void) {
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
    if (!file) return refuse(SCHOLARSHIP_MESSAGES.fileMissing)
    if (file.size > SCHOLARSHIP_FILE_MAX_BYTES) return refuse(SCHOLARSHIP_MESSAGES.fileTooLarge)
    setError('')
    noteSender()
    setSending(true)
    const result = await send(file)
    setSending(false)
    if (!result.ok) return refuse(result.fields?.file ?? (result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : result.detail))
    if (input.current) input.current.value = ''
    onSent(result.data)
  }
  return { input, error, sending, upload }
}
