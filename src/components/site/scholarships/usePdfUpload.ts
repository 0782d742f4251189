'use client'

import type { ApiResult } from '@/contracts/client'
import { SCHOLARSHIP_FILE_MAX_BYTES, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'

import { type FileLimits, useFileUpload } from '../../forms/useFileUpload'

const PDF: FileLimits = {
  maxBytes: SCHOLARSHIP_FILE_MAX_BYTES,
  missing: SCHOLARSHIP_MESSAGES.fileMissing,
  tooLarge: SCHOLARSHIP_MESSAGES.fileTooLarge,
  refused: (failure) => (failure.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : failure.detail),
}

/** One PDF sent from a file field (an applicant's document, a recommender's letter), as useFileUpload sends any file. */
export const usePdfUpload = <T>(send: (file: File) => Promise<ApiResult<T>>, onSent: (data: T) => void) => useFileUpload(PDF, send, onSent)
