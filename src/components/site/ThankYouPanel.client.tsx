'use client'

import type React from 'react'
import { useEffect, useRef } from 'react'

import { navyButton } from '../ui/buttons'
import { LiveRegion } from '../ui/LiveRegion.client'

type Props = { sent: boolean; title: string; message: React.ReactNode; action: string; onAgain: () => void; children: React.ReactNode }

const FIRST_FIELD = 'input:not([type="hidden"]):not([tabindex="-1"]), textarea, select'

/**
 * A form (`children`) and, once it is sent, the confirmation that takes its place and stays. The
 * confirmation is said by a live region that was there all along, and focus moves to its heading,
 * so a keyboard user keeps their place; `action` brings the form back with focus on its first field.
 */
export function ThankYouPanel({ sent, title, message, action, onAgain, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  const form = useRef<HTMLDivElement>(null)
  const shown = useRef(sent)
  useEffect(() => {
    if (shown.current === sent) return
    shown.current = sent
    if (sent) heading.current?.focus()
    else form.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus()
  }, [sent])

  return (
    <>
      <div className={sent ? 'rounded-lg border border-green-700/30 bg-green-50 p-6 text-center sm:p-8' : undefined}>
        <LiveRegion>
          {sent && (
            <>
              <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold">
                {title}
              </h2>
              <p className="mt-3 text-slate-700">{message}</p>
            </>
          )}
        </LiveRegion>
        {sent && (
          <button type="button" onClick={onAgain} className={`${navyButton} mt-6`}>
            {action}
          </button>
        )}
      </div>
      {!sent && <div ref={form}>{children}</div>}
    </>
  )
}
