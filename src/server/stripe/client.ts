import 'server-only'

import Stripe from 'stripe'

import { positiveSetting } from '@/lib/settings'

let cached: { key: string; stripe: Stripe } | undefined

/**
 * The longest a visitor or staff member waits on Stripe (checkout, a refund, a cancel): 15 s in all.
 * STRIPE_WAIT_SECONDS shortens it (the tests' server, so no test waits 12 s for a silent Stripe).
 */
export const STRIPE_WAIT_MS = positiveSetting('STRIPE_WAIT_SECONDS', 12) * 1000
export const STRIPE_UNREACHABLE = 'We could not reach our payment provider. Please try again in a moment.'

/**
 * The official SDK, or null when card giving is off (no STRIPE_SECRET_KEY). STRIPE_API_BASE
 * points it at a Stripe-compatible server (the tests' fake) through the SDK's own options.
 */
export function getStripe(): Stripe | null {
  const key = process.env.STRIPE_SECRET_KEY
  if (!key) return null
  if (cached?.key === key) return cached.stripe
  const base = process.env.STRIPE_API_BASE ? new URL(process.env.STRIPE_API_BASE) : null
  const stripe = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol.replace(':', '') as 'http' | 'https',
    }),
  })
  cached = { key, stripe }
  return stripe
}
