import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the few Stripe API calls the app makes, speaking Stripe's protocol
 * (form-encoded requests, JSON objects, Idempotency-Key replay) so the official SDK runs unchanged.
 * GET /__calls lists the requests it received; POST /__reset forgets them. POST /__hang?seconds=N
 * makes every API call wait N seconds before it is answered, as an unreachable Stripe would (a
 * connection that never answers); /__hang?seconds=0 releases the waiting calls at once.
 */
type Obj = Record<string, unknown> & { id: string }
export type StripeCall = { method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string }

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`

/** Parses Stripe's bracket notation: `metadata[donation_id]=1`, `items[0][price_data][currency]=usd`. */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = root
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value
      } else {
        node[part] ??= {}
        node = node[part] as Record<string, unknown>
      }
    })
  }
  return root
}

export async function startFakeStripe(port = 0) {
  const objects = new Map<string, Obj>()
  const replies = new Map<string, string>()
  let calls: StripeCall[] = []
  let hang: { until: number; release: Promise<void>; releaseNow: () => void } | null = null
  const startHang = (seconds: number) => {
    hang?.releaseNow()
    if (seconds <= 0) return (hang = null)
    let releaseNow = () => {}
    const release = new Promise<void>((resolve) => {
      releaseNow = resolve
      setTimeout(resolve, seconds * 1000).unref()
    })
    hang = { until: Date.now() + seconds * 1000, release, releaseNow }
  }
  const save = (o: Obj) => (objects.set(o.id, o), o)

  const intent = (amount: number, extra: Record<string, unknown> = {}) =>
    save({
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: {},
      ...extra,
      client_secret: '',
    })

  const routes: Record<string, (body: Record<string, unknown>, params: string[]) => Obj | undefined> = {
    'POST /v1/payment_intents': (b) => {
      const pi = intent(Number(b.amount), { currency: b.currency, receipt_email: b.receipt_email ?? null, metadata: b.metadata ?? {}, description: b.description })
      pi.client_secret = `${pi.id}_secret_${randomBytes(6).toString('hex')}`
      return pi
    },
    'GET /v1/payment_intents/:id': (_b, [pid]) => objects.get(pid!),
    'POST /v1/customers': (b) => save({ id: id('cus'), object: 'customer', email: b.email ?? null, name: b.name ?? null, metadata: b.metadata ?? {} }),
    'POST /v1/products': (b) => save({ id: id('prod'), object: 'product', name: b.name, metadata: b.metadata ?? {} }),
    'POST /v1/subscriptions': (b) => {
      const items = b.items as Record<string, { price_data: { unit_amount: string; currency: string } }>
      const amount = Number(items['0']!.price_data.unit_amount)
      const subId = id('sub')
      const pi = intent(amount, { metadata: {} })
      pi.client_secret = `${pi.id}_secret_${randomBytes(6).toString('hex')}`
      const invoice = save({
        id: id('in'),
        object: 'invoice',
        amount_due: amount,
        amount_paid: 0,
        currency: 'usd',
        customer: b.customer,
        billing_reason: 'subscription_create',
        status: 'open',
        confirmation_secret: { client_secret: pi.client_secret, type: 'payment_intent' },
        parent: { type: 'subscription_details', subscription_details: { subscription: subId, metadata: b.metadata ?? {} } },
        payment_intent_id: pi.id,
      })
      return save({ id: subId, object: 'subscription', status: 'incomplete', customer: b.customer, metadata: b.metadata ?? {}, latest_invoice: invoice })
    },
    /** Cancels a subscription at once (the webhook customer.subscription.deleted follows in Stripe). */
    'DELETE /v1/subscriptions/:id': (_b, [sid]) => {
      const sub = objects.get(sid!)
      if (!sub) return undefined
      return Object.assign(sub, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) })
    },
    /** A refund of a PaymentIntent's charge (its amount, or all of it); the webhook confirms it later. */
    'POST /v1/refunds': (b) => {
      const pi = objects.get(String(b.payment_intent))
      if (!pi) return undefined
      return save({ id: id('re'), object: 'refund', amount: Number(b.amount ?? pi.amount), payment_intent: pi.id, status: 'succeeded', metadata: b.metadata ?? {} })
    },
    /** What Stripe.js does when a visitor confirms: the test copy of Stripe.js calls this. */
    'POST /v1/payment_intents/:id/confirm': (b, [pid]) => {
      const pi = objects.get(pid!)
      if (!pi) return undefined
      const declined = String(b.card_number ?? '').startsWith('4000000000000002')
      Object.assign(pi, declined
        ? { status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } }
        : { status: 'succeeded', amount_received: pi.amount })
      return pi
    },
  }

  function route(method: string, path: string) {
    for (const [pattern, handler] of Object.entries(routes)) {
      const [m, p] = pattern.split(' ')
      if (m !== method) continue
      const regex = new RegExp(`^${p!.replace(/:id/g, '([^/]+)')}$`)
      const match = path.match(regex)
      if (match) return (body: Record<string, unknown>) => handler(body, match.slice(1))
    }
    return undefined
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('Access-Control-Allow-Headers', '*')
    if (req.method === 'OPTIONS') return res.end()
    let text = ''
    for await (const chunk of req) text += chunk
    const url = new URL(req.url ?? '/', 'http://x')
    res.setHeader('Content-Type', 'application/json')
    if (url.pathname === '/__calls') return res.end(JSON.stringify(calls))
    if (url.pathname === '/__reset') return (calls = [], res.end('{}'))
    if (url.pathname === '/__object') return res.end(JSON.stringify(objects.get(url.searchParams.get('id') ?? '') ?? null))
    if (url.pathname === '/__hang') return (startHang(Number(url.searchParams.get('seconds') ?? 0)), res.end('{}'))
    if (hang && Date.now() < hang.until) await hang.release
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
      res.statusCode = 401
      return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }))
    }
    const body = req.headers['content-type']?.includes('json') ? JSON.parse(text || '{}') : parseForm(text)
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined
    calls.push({ method: req.method ?? 'GET', path: url.pathname, body, idempotencyKey })
    const replayKey = idempotencyKey && `${req.method} ${url.pathname} ${idempotencyKey}`
    if (replayKey && replies.has(replayKey)) return res.end(replies.get(replayKey))
    const handler = route(req.method ?? 'GET', url.pathname)
    const result = handler?.(body)
    if (!result) {
      res.statusCode = 404
      return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` } }))
    }
    const reply = JSON.stringify(result)
    if (replayKey) replies.set(replayKey, reply)
    res.end(reply)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
