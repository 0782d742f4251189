import Stripe from 'stripe'

import { http } from './http'

const sdk = new Stripe('sk_test_only_for_signing')
let eventCounter = 0

/** Sends a Stripe event to the webhook, signed the way Stripe signs (the SDK's test helper). */
export async function deliverStripeEvent(secret: string, type: string, object: Record<string, unknown>, eventId = `evt_test_${Date.now()}_${eventCounter++}`) {
  const body = JSON.stringify({ id: eventId, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), data: { object } })
  const signature = sdk.webhooks.generateTestHeaderString({ payload: body, secret })
  const response = await http('/api/donations/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body })
  return { status: response.status, body: (await response.json()) as { outcome?: string; detail?: string }, eventId }
}
