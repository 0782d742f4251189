'use client'

import { useState } from 'react'

/** The campaign's address, and a button that copies it (no third-party share scripts). */
export function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('yes')
    } catch {
      setCopied('no')
    }
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor="share-link" className="sr-only">
        Link to this campaign
      </label>
      <input id="share-link" readOnly value={url} className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-base" onFocus={(event) => event.currentTarget.select()} />
      <button type="button" onClick={() => void copy()} className="rounded-full bg-navy-900 px-5 py-2 font-semibold text-white hover:bg-navy-800">
        Copy link
      </button>
      <span role="status" className="text-sm text-slate-700">
        {copied === 'yes' ? 'Link copied' : copied === 'no' ? 'Select the link and copy it' : ''}
      </span>
    </div>
  )
}
