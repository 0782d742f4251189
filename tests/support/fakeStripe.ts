import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the few Stripe API calls the app makes, speaking Stripe's protocol
 * (form-encoded requests, JSON objects, Idempotency-Key replay) so the official SDK runs unchanged.
 * GET /__calls lists the requests it received; POST /__reset forgets them. POST /__hang?seconds=N
 * makes every API call wait N seconds before it is answered, as an unreachable Stripe would (a
 * connection that never answers); /__hang?seconds=0 releases the waiting calls at once.
 * POST /__renew?subscription=sub_… charges a monthly gift's next month (a paid renewal invoice).
 * GET /__portal/<session> is the page a customer-portal session's url opens.
 * Disputes and failed renewals (see the block "Disputes and failed renewals" below):
 * POST /__dispute?payment_intent=pi_…&status=…&amount=…&reason=… opens a dispute on a payment's
 * charge (or, with &id=du_…, changes one); POST /__fail_renewal?subscription=sub_… makes a monthly
 * gift's next month an open invoice whose payment failed. POST /__payout pays out the balance (see
 * "Balance transactions and payouts").
 *
 * Like Stripe: lists are newest first and paginate with `limit`, `starting_after` and `has_more`
 * (the SDK's auto-pagination runs unchanged); an invoice's `payments` come only when expanded.
 */
type Obj = Record<string, unknown> & { id: string; object: string; created: number }
type Fields = Record<string, unknown> & { id: string; object: string }
/** Stripe's refusal of a request: its HTTP status and message. */
class StripeRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
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
  let url = ''
  const save = (o: Fields): Obj => {
    const saved = { created: Math.floor(Date.now() / 1000), ...o }
    objects.set(o.id, saved)
    return saved
  }
  const get = (oid: string | undefined) => (oid ? objects.get(oid) : undefined)

  /** A succeeded payment's charge (what a refund refunds). */
  const chargeFor = (pi: Obj): Obj => {
    const existing = get(pi.latest_charge as string | undefined)
    if (existing) return existing
    const charge = save({ id: id('ch'), object: 'charge', amount: pi.amount, amount_refunded: 0, refunded: false, payment_intent: pi.id, currency: 'usd' })
    pi.latest_charge = charge.id
    charge.balance_transaction = balanceTransaction('charge', Number(pi.amount), cardFee(Number(pi.amount)), charge.id).id
    return charge
  }

  /** A PaymentIntent that succeeds: its charge, and the invoice it pays (a monthly gift's month). */
  const succeed = (pi: Obj) => {
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount })
    chargeFor(pi)
    const invoice = [...objects.values()].find((o) => o.object === 'invoice' && o.payment_intent_id === pi.id)
    if (invoice) {
      Object.assign(invoice, { status: 'paid', amount_paid: pi.amount })
      const subscription = get((invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription)
      if (subscription && subscription.status === 'incomplete') subscription.status = 'active'
    }
  }

  /** A paid invoice's payments list (Stripe includes it only when asked with `expand`). */
  const withPayments = (invoice: Obj): Obj => ({
    ...invoice,
    payments: { object: 'list', data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: invoice.payment_intent_id } }], has_more: false },
  })

  /** Stripe's list: newest first, `created[gte|lte]`, `status`, `limit` and `starting_after`. */
  const list = (type: string, q: Record<string, unknown>, shape: (o: Obj) => Obj = (o) => o) => {
    const created = (q.created ?? {}) as { gte?: string; lte?: string }
    let rows = [...objects.values()]
      .filter((o) => o.object === type && (!created.gte || o.created >= Number(created.gte)) && (!created.lte || o.created <= Number(created.lte)) && (!q.status || o.status === q.status))
      .reverse()
    if (q.starting_after) rows = rows.slice(rows.findIndex((o) => o.id === q.starting_after) + 1)
    const limit = Math.min(100, Number(q.limit ?? 10))
    return { id: 'list', object: 'list', url: `/v1/${type}s`, data: rows.slice(0, limit).map(shape), has_more: rows.length > limit, created: 0 }
  }
  const expands = (q: Record<string, unknown>, what: string) => Object.values((q.expand ?? {}) as Record<string, string>).includes(what)

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

  /** An open invoice of a subscription, to be paid by the PaymentIntent `pi`. */
  const openInvoice = (subscription: { id: string; customer?: unknown; metadata?: unknown }, pi: Obj, reason: string, extra: Record<string, unknown> = {}) =>
    save({
      id: id('in'),
      object: 'invoice',
      amount_due: pi.amount,
      amount_paid: 0,
      currency: 'usd',
      customer: subscription.customer,
      billing_reason: reason,
      status: 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      payment_intent_id: pi.id,
      ...extra,
    })

  /** A month of a monthly gift, paid: a PaymentIntent, its charge and a paid renewal invoice. */
  const renew = (subscription: Obj) => {
    const pi = intent(Number(subscription.amount ?? 0))
    const invoice = openInvoice(subscription, pi, 'subscription_cycle')
    succeed(pi)
    return invoice
  }

  // ---- Balance transactions and payouts (docs/bookkeeping.md) ----------------------------------
  // Each charge, refund and dispute moves the balance by a balance transaction (Stripe's US card
  // price, 2.9% + 30¢; a dispute's $15 fee); POST /__payout pays out every transaction not paid out
  // yet as one payout (status paid), as Stripe's automatic payouts do, and answers it.
  const cardFee = (amount: number) => Math.round(amount * 0.029) + 30
  const balanceTransaction = (type: string, amount: number, fee: number, source: string) =>
    save({
      id: id('txn'),
      object: 'balance_transaction',
      type,
      amount,
      fee,
      net: amount - fee,
      currency: 'usd',
      source,
      payout: null,
      available_on: Math.floor(Date.now() / 1000),
      status: 'available',
    })
  const payOut = (): Obj => {
    const carried = [...objects.values()].filter((o) => o.object === 'balance_transaction' && o.type !== 'payout' && !o.payout)
    const amount = carried.reduce((sum, txn) => sum + Number(txn.net), 0)
    const payout = save({ id: id('po'), object: 'payout', amount, currency: 'usd', status: 'paid', arrival_date: Math.floor(Date.now() / 1000), automatic: true, method: 'standard' })
    for (const txn of carried) txn.payout = payout.id
    const own = balanceTransaction('payout', -amount, 0, payout.id)
    own.payout = payout.id
    payout.balance_transaction = own.id
    return payout
  }
  const payoutRoutes: Record<string, (body: Record<string, unknown>, params: string[]) => Obj | undefined> = {
    'GET /v1/payouts/:id': (_b, [pid]) => get(pid),
    'GET /v1/payouts': (q) => list('payout', q),
    'GET /v1/balance_transactions/:id': (_b, [tid]) => get(tid),
    /** `payout=po_…` lists what a payout carries (its own transaction too, as Stripe does); `expand[]=data.source` expands each source. */
    'GET /v1/balance_transactions': (q) => {
      const rows = [...objects.values()].filter((o) => o.object === 'balance_transaction' && (!q.payout || o.payout === q.payout)).reverse()
      const from = q.starting_after ? rows.findIndex((txn) => txn.id === q.starting_after) + 1 : 0
      const limit = Math.min(100, Number(q.limit ?? 10))
      const page = rows.slice(from, from + limit).map((txn) => (expands(q, 'data.source') ? { ...txn, source: get(txn.source as string) ?? txn.source } : txn))
      return { id: 'list', object: 'list', url: '/v1/balance_transactions', data: page, has_more: rows.length > from + limit, created: 0 }
    },
  }
  // ---- end of balance transactions and payouts ---------------------------------------------------

  // ---- Disputes and failed renewals (charge.dispute.*, invoice.payment_failed) ----------------
  /** A dispute of a payment's charge as Stripe shows it, opened or changed by a test. */
  const dispute = (q: URLSearchParams): Obj | undefined => {
    const known = get(q.get('id') ?? undefined)
    if (known) return Object.assign(known, { status: q.get('status') ?? known.status, ...(q.get('amount') && { amount: Number(q.get('amount')) }) })
    const pi = get(q.get('payment_intent') ?? undefined)
    if (!pi) return undefined
    const dueBy = Number(q.get('due_by') ?? Math.floor(Date.now() / 1000) + 7 * 86_400)
    const disputed = Number(q.get('amount') ?? pi.amount)
    const opened = save({
      id: id('du'),
      object: 'dispute',
      amount: Number(q.get('amount') ?? pi.amount),
      currency: 'usd',
      charge: chargeFor(pi).id,
      payment_intent: pi.id,
      reason: q.get('reason') ?? 'fraudulent',
      status: q.get('status') ?? 'needs_response',
      evidence_details: { due_by: dueBy, has_evidence: false, past_due: false, submission_count: 0 },
      livemode: false,
      metadata: {},
    })
    // The disputed amount and Stripe's $15 fee leave the balance when the dispute opens.
    opened.balance_transactions = [balanceTransaction('adjustment', -disputed, 1500, opened.id)]
    return opened
  }
  /** A month of a monthly gift that Stripe tried to take and could not (it stays open while Stripe retries). */
  const failRenewal = (subscription: Obj) => {
    const pi = intent(Number(subscription.amount ?? 0), { last_payment_error: { message: 'Your card has expired.', code: 'expired_card' } })
    return openInvoice(subscription, pi, 'subscription_cycle', { attempted: true, attempt_count: 1, next_payment_attempt: Math.floor(Date.now() / 1000) + 3 * 86_400 })
  }
  const disputeRoutes: Record<string, (body: Record<string, unknown>, params: string[]) => Obj | undefined> = {
    'GET /v1/disputes': (q) => list('dispute', q),
    'GET /v1/disputes/:id': (_b, [did]) => get(did),
  }
  /** The test controls of this block: answered before the API's key check, as the others are. */
  const disputeControl = (pathname: string, q: URLSearchParams): Obj | null | undefined => {
    if (pathname === '/__dispute') return dispute(q) ?? null
    if (pathname === '/__fail_renewal') {
      const subscription = get(q.get('subscription') ?? undefined)
      return subscription ? failRenewal(subscription) : null
    }
    return undefined
  }
  // ---- end of disputes and failed renewals ------------------------------------------------

  const routes: Record<string, (body: Record<string, unknown>, params: string[]) => Obj | undefined> = {
    ...disputeRoutes,
    ...payoutRoutes,
    'POST /v1/payment_intents': (b) => {
      const pi = intent(Number(b.amount), { currency: b.currency, receipt_email: b.receipt_email ?? null, metadata: b.metadata ?? {}, description: b.description })
      pi.client_secret = `${pi.id}_secret_${randomBytes(6).toString('hex')}`
      return pi
    },
    'GET /v1/payment_intents/:id': (_b, [pid]) => get(pid),
    'GET /v1/payment_intents': (q) => list('payment_intent', q),
    'GET /v1/invoices/:id': (q, [iid]) => {
      const invoice = get(iid)
      return invoice && expands(q, 'payments') ? withPayments(invoice) : invoice
    },
    'GET /v1/invoices': (q) => list('invoice', q, (o) => (expands(q, 'data.payments') ? withPayments(o) : o)),
    'GET /v1/refunds': (q) => list('refund', q, (o) => (expands(q, 'data.charge') ? { ...o, charge: get(o.charge as string) } : o)),
    'GET /v1/charges/:id': (_b, [cid]) => get(cid),
    'POST /v1/customers': (b) => save({ id: id('cus'), object: 'customer', email: b.email ?? null, name: b.name ?? null, metadata: b.metadata ?? {} }),
    /** Deletes a customer for good (an erasure); one unknown or deleted before is Stripe's 404 "No such customer". */
    'DELETE /v1/customers/:id': (_b, [cid]) => {
      const customer = get(cid)
      if (customer?.object !== 'customer' || customer.deleted) throw new StripeRefusal(404, `No such customer: '${cid}'`)
      Object.assign(customer, { deleted: true, email: null, name: null })
      return { id: customer.id, object: 'customer', created: customer.created, deleted: true }
    },
    'POST /v1/products': (b) => save({ id: id('prod'), object: 'product', name: b.name, metadata: b.metadata ?? {} }),
    'POST /v1/subscriptions': (b) => {
      const items = b.items as Record<string, { price_data: { unit_amount: string; currency: string } }>
      const amount = Number(items['0']!.price_data.unit_amount)
      const subId = id('sub')
      const pi = intent(amount, { metadata: {} })
      pi.client_secret = `${pi.id}_secret_${randomBytes(6).toString('hex')}`
      const invoice = openInvoice({ id: subId, customer: b.customer, metadata: b.metadata ?? {} }, pi, 'subscription_create', {
        confirmation_secret: { client_secret: pi.client_secret, type: 'payment_intent' },
      })
      const product = (items['0']!.price_data as { product?: string }).product ?? null
      // Its one item, as Stripe's API versions since 2025 give it: the price and the current period.
      const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400
      const item = { id: id('si'), object: 'subscription_item', price: { id: id('price'), object: 'price', product, unit_amount: amount, currency: 'usd' }, current_period_end: periodEnd }
      save({ id: subId, object: 'subscription', status: 'incomplete', customer: b.customer, metadata: b.metadata ?? {}, amount, pause_collection: null, items: { object: 'list', data: [item] } })
      return { ...get(subId)!, latest_invoice: invoice }
    },
    'GET /v1/subscriptions/:id': (_b, [sid]) => get(sid),
    /**
     * Changes a subscription: its item's price (`items[0][id]` and `price_data`; the next invoice
     * charges it) and `pause_collection` (an empty value resumes). A canceled one is refused.
     */
    'POST /v1/subscriptions/:id': (b, [sid]) => {
      const sub = get(sid)
      if (!sub) return undefined
      if (sub.status === 'canceled') throw new StripeRefusal(400, 'A canceled subscription can only update its cancellation_details and metadata.')
      const changes = b.items as Record<string, { id?: string; price_data?: { unit_amount: string; product?: string } }> | undefined
      const items = sub.items as { data: { id: string; price: Record<string, unknown> }[] }
      for (const change of Object.values(changes ?? {})) {
        const item = items.data.find((i) => i.id === change.id)
        if (!item) throw new StripeRefusal(400, `No such subscription item: '${change.id}'`)
        if (change.price_data) {
          item.price = { ...item.price, id: id('price'), unit_amount: Number(change.price_data.unit_amount), product: change.price_data.product ?? item.price.product }
          sub.amount = Number(change.price_data.unit_amount)
        }
      }
      if ('pause_collection' in b) {
        const pause = b.pause_collection as { behavior?: string; resumes_at?: string } | ''
        sub.pause_collection = pause ? { behavior: pause.behavior, resumes_at: pause.resumes_at ? Number(pause.resumes_at) : null } : null
      }
      if (b.cancellation_details) sub.cancellation_details = b.cancellation_details
      return sub
    },
    /** Cancels a subscription at once (the webhook customer.subscription.deleted follows in Stripe). */
    'DELETE /v1/subscriptions/:id': (b, [sid]) => {
      const sub = objects.get(sid!)
      if (!sub) return undefined
      return Object.assign(sub, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000), ...(b.cancellation_details ? { cancellation_details: b.cancellation_details } : {}) })
    },
    /**
     * A refund of a PaymentIntent's charge (the amount, or all that is left); the webhook confirms
     * it later. A PaymentIntent the tests settled only through a webhook gets its charge here.
     */
    'POST /v1/refunds': (b) => {
      const pi = get(String(b.payment_intent))
      if (!pi) return undefined
      const charge = chargeFor(pi)
      const left = Number(charge.amount) - Number(charge.amount_refunded)
      const amount = Number(b.amount ?? left)
      if (amount > left) throw new StripeRefusal(400, `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`)
      Object.assign(charge, { amount_refunded: Number(charge.amount_refunded) + amount, refunded: amount === left })
      const refund = save({ id: id('re'), object: 'refund', amount, charge: charge.id, payment_intent: pi.id, status: 'succeeded', metadata: b.metadata ?? {} })
      refund.balance_transaction = balanceTransaction('refund', -amount, 0, refund.id).id
      return refund
    },
    /** A one-time link into Stripe's customer portal for a customer. */
    'POST /v1/billing_portal/sessions': (b) => {
      if (!get(String(b.customer))) return undefined
      const sid = id('bps')
      return save({ id: sid, object: 'billing_portal.session', customer: b.customer, return_url: b.return_url ?? null, url: `${url}/__portal/${sid}` })
    },
    /** What Stripe.js does when a visitor confirms: the test copy of Stripe.js calls this. */
    'POST /v1/payment_intents/:id/confirm': (b, [pid]) => {
      const pi = objects.get(pid!)
      if (!pi) return undefined
      const declined = String(b.card_number ?? '').startsWith('4000000000000002')
      if (declined) Object.assign(pi, { status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } })
      else succeed(pi)
      return pi
    },
  }

  // --- Card testing (src/server/services/donations/declines.ts) --------------------------------------------
  // A declined confirmation carries what Stripe reports of the card: `last_payment_error` with a
  // payment method of its own per attempt and the card's fingerprint (the same card number, the
  // same fingerprint), and a canceled PaymentIntent can no longer be confirmed.
  const confirmPlainly = routes['POST /v1/payment_intents/:id/confirm']!
  routes['POST /v1/payment_intents/:id/confirm'] = (b, params) => {
    const pi = get(params[0])
    if (pi?.status === 'canceled') throw new StripeRefusal(400, 'You cannot confirm this PaymentIntent because it has a status of canceled.')
    const confirmed = confirmPlainly(b, params)
    if (confirmed?.last_payment_error) {
      const card = String(b.card_number ?? '')
      Object.assign(confirmed.last_payment_error as Record<string, unknown>, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        payment_method: { id: id('pm'), object: 'payment_method', type: 'card', card: { fingerprint: createHash('sha256').update(card).digest('hex').slice(0, 16) } },
      })
    }
    return confirmed
  }
  // A monthly gift's first PaymentIntent belongs to its invoice: Stripe refuses to cancel it alone,
  // and canceling the subscription voids the invoice and cancels the PaymentIntent with it.
  const invoicePayments = new Map<string, string>()
  const createSubscription = routes['POST /v1/subscriptions']!
  routes['POST /v1/subscriptions'] = (b, params) => {
    const subscription = createSubscription(b, params)
    const secret = ((subscription?.latest_invoice as Record<string, unknown> | undefined)?.confirmation_secret as { client_secret?: string } | undefined)?.client_secret
    if (subscription && secret) invoicePayments.set(secret.split('_secret_')[0]!, String(subscription.id))
    return subscription
  }
  const cancelSubscription = routes['DELETE /v1/subscriptions/:id']!
  routes['DELETE /v1/subscriptions/:id'] = (b, params) => {
    for (const [pid, sid] of invoicePayments) {
      const pi = get(pid)
      if (sid === params[0] && pi && pi.status !== 'succeeded') Object.assign(pi, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) })
    }
    return cancelSubscription(b, params)
  }
  /** Cancels a PaymentIntent that has not succeeded (Stripe refuses one that has, and an invoice's). */
  routes['POST /v1/payment_intents/:id/cancel'] = (b, [pid]) => {
    const pi = get(pid)
    if (!pi) return undefined
    if (invoicePayments.has(pi.id as string)) throw new StripeRefusal(400, 'You cannot cancel this PaymentIntent because it was created by an invoice.')
    if (pi.status === 'succeeded' || pi.status === 'canceled') throw new StripeRefusal(400, `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`)
    return Object.assign(pi, { status: 'canceled', cancellation_reason: b.cancellation_reason ?? null, canceled_at: Math.floor(Date.now() / 1000) })
  }
  // --- end of card testing ------------------------------------------------------------------------

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
    if (url.pathname === '/__reset') return ((calls = []), res.end('{}'))
    if (url.pathname === '/__object') return res.end(JSON.stringify(objects.get(url.searchParams.get('id') ?? '') ?? null))
    if (url.pathname === '/__hang') return (startHang(Number(url.searchParams.get('seconds') ?? 0)), res.end('{}'))
    if (url.pathname === '/__payout') return res.end(JSON.stringify(payOut()))
    if (url.pathname === '/__renew') {
      const subscription = get(url.searchParams.get('subscription') ?? '')
      res.statusCode = subscription ? 200 : 404
      return res.end(JSON.stringify(subscription ? renew(subscription) : null))
    }
    const controlled = disputeControl(url.pathname, url.searchParams)
    if (controlled !== undefined) {
      res.statusCode = controlled ? 200 : 404
      return res.end(JSON.stringify(controlled))
    }
    if (url.pathname.startsWith('/__portal/')) {
      const session = get(url.pathname.slice('/__portal/'.length))
      res.setHeader('Content-Type', 'text/html')
      res.statusCode = session ? 200 : 404
      return res.end(
        session ? `<!doctype html><title>Stripe customer portal</title><h1>Customer portal</h1><p>Customer ${session.customer}</p><a href="${session.return_url}">Return</a>` : 'No such session',
      )
    }
    if (hang && Date.now() < hang.until) await hang.release
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
      res.statusCode = 401
      return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }))
    }
    const body = req.headers['content-type']?.includes('json') ? JSON.parse(text || '{}') : parseForm(req.method === 'GET' || (req.method === 'DELETE' && !text) ? url.search.slice(1) : text)
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined
    calls.push({ method: req.method ?? 'GET', path: url.pathname, body, idempotencyKey })
    // Stripe keeps idempotency keys per account: two test servers with databases (and so
    // `donation-<id>` keys) of their own must use different API keys.
    const replayKey = idempotencyKey && `${req.headers.authorization} ${req.method} ${url.pathname} ${idempotencyKey}`
    if (replayKey && replies.has(replayKey)) return res.end(replies.get(replayKey))
    const handler = route(req.method ?? 'GET', url.pathname)
    let result: Obj | undefined
    try {
      result = handler?.(body)
    } catch (error) {
      if (!(error instanceof StripeRefusal)) throw error
      res.statusCode = error.status
      return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: error.message } }))
    }
    if (!result) {
      res.statusCode = 404
      return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` } }))
    }
    const reply = JSON.stringify(result)
    if (replayKey) replies.set(replayKey, reply)
    res.end(reply)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
