import type React from 'react'

import { navyButton } from '../ui/buttons'

type Props = { title: string; action: string; onAgain: () => void; children: React.ReactNode }

export function ThankYouPanel({ title, action, onAgain, children }: Props) {
  return (
    <div role="status" className="rounded-lg border border-green-700/30 bg-green-50 p-8 text-center">
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mt-3 text-slate-700">{children}</p>
      <button type="button" onClick={onAgain} className={`${navyButton} mt-6`}>
        {action}
      </button>
    </div>
  )
}
