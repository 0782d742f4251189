'use client'

import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import { CANDLE_COOKIE, candlesLitText } from '@/lib/candles'
import { callApi } from '@/contracts/client'

import { primaryButton } from '../../ui/buttons'
import { LiveRegion } from '../../ui/LiveRegion.client'

const LIT = 'Your candle is lit'

/**
 * Whether this browser lit a candle today. The server's cookie expires at the foundation's next
 * midnight (in SITE_TIME_ZONE, which the browser does not know), so its being there is the answer.
 */
const cookieSaysLit = (): boolean => document.cookie.split(';').some((part) => part.trim().startsWith(`${CANDLE_COOKIE}=`))
const noop = () => () => {}

function failureText(status: number, detail: string): string {
  if (status === 429) return 'Many candles are being lit from your network just now. Please wait a minute and try again.'
  if (status === 0) return 'We could not reach the site. Please check your connection and try again.'
  if (status >= 500) return 'We could not light your candle just now. Please try again in a moment.'
  return detail
}

/**
 * "Light a candle" and the number lit (the page's, which may lag by seconds; then the answer's).
 * One candle per browser per day: once lit (or when the cookie says so on arrival) the button
 * rests, saying so, and focus moves to its status, which says the new count. Placed on /remember
 * and, on the anniversary, the home page.
 */
export function CandleButton({ initialCount }: { initialCount: number }) {
  const [count, setCount] = useState(initialCount)
  const [state, setState] = useState<'ready' | 'sending' | 'lit' | 'failed'>('ready')
  const [failure, setFailure] = useState('')
  // Read after hydration (the server's render cannot see the cookie), and again on every render.
  const litBefore = useSyncExternalStore(noop, cookieSaysLit, () => false)
  const honeypot = useId()
  const lit = state === 'lit' || litBefore
  const button = useRef<HTMLButtonElement>(null)
  const status = useRef<HTMLDivElement>(null)
  // The button was disabled while sending, which drops the focus: it goes to what the click did.
  useEffect(() => {
    if (state === 'lit') status.current?.focus()
    if (state === 'failed') button.current?.focus()
  }, [state])

  const light = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const website = String(new FormData(event.currentTarget).get('website') ?? '')
    setState('sending')
    const result = await callApi('POST /api/candles', { body: website ? { website } : {} })
    if (result.ok) {
      setCount(result.data.count)
      return setState('lit')
    }
    setFailure(failureText(result.status, result.detail))
    setState('failed')
  }

  return (
    <form onSubmit={light} className="flex flex-col items-center gap-3 text-center">
      <p className="text-xl font-semibold">{candlesLitText(count)}</p>
      {/* A field people never see or reach (bots fill every field): a candle with it filled is refused. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={honeypot}>Website</label>
        <input id={honeypot} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button ref={button} type="submit" className={`${primaryButton} min-h-12 w-full max-w-xs gap-2 text-lg`} disabled={lit || state === 'sending'}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 shrink-0" fill="currentColor">
          <path d="M12 2c1.8 2.2 3 3.9 3 5.6A3 3 0 0 1 12 10.6a3 3 0 0 1-3-3C9 5.9 10.2 4.2 12 2Z" />
          <rect x="9" y="12" width="6" height="10" rx="1" />
        </svg>
        {state === 'sending' ? 'Lighting…' : lit ? 'Candle lit today' : 'Light a candle'}
      </button>
      <LiveRegion ref={status} className={lit ? 'rounded-lg bg-blue-50 px-4 py-2 text-lg text-navy-900' : 'sr-only'}>
        {state === 'lit' ? `${LIT}. ${candlesLitText(count)}` : lit ? LIT : ''}
      </LiveRegion>
      {state === 'failed' && (
        <p role="alert" className="rounded-lg border border-gold-300 bg-white px-4 py-2 text-red-700">
          {failure}
        </p>
      )}
    </form>
  )
}
