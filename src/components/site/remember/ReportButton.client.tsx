'use client'

import { useState } from 'react'

import { callApi } from '@/contracts/client'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'

/** "Report": asks once, then tells the visitor it was sent. No account; one address counts once. */
export function ReportButton({ id, name }: { id: number; name: string }) {
  const [state, setState] = useState<'idle' | 'asking' | 'sending' | 'sent' | 'failed'>('idle')
  const [message, setMessage] = useState('')
  const send = async () => {
    setState('sending')
    const result = await callApi('POST /api/remembrances/{id}/report', { params: { id }, body: {} })
    setMessage(result.ok ? result.data.message : result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : 'We could not send your report. Please try again.')
    setState(result.ok ? 'sent' : 'failed')
  }
  if (state === 'sent')
    return (
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
    )
  if (state === 'asking' || state === 'sending' || state === 'failed') {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span>Report this remembrance to our team?</span>
        <button type="button" onClick={send} disabled={state === 'sending'} className="min-h-11 rounded-full border border-red-700 px-4 font-semibold text-red-800">
          {state === 'sending' ? 'Sending…' : 'Send report'}
        </button>
        <button type="button" onClick={() => setState('idle')} className="min-h-11 px-2 underline">
          Cancel
        </button>
        {state === 'failed' && (
          <p role="alert" className="w-full text-red-700">
            {message}
          </p>
        )}
      </div>
    )
  }
  return (
    <button type="button" onClick={() => setState('asking')} className="min-h-11 text-sm text-slate-600 underline" aria-label={`Report the remembrance from ${name}`}>
      Report
    </button>
  )
}
