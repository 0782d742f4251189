import 'server-only'

import type { Payload } from 'payload'

import { LINK_EXPIRED } from '@/contracts/donorLinks'
import { manageLinks } from '@/email/donorMails'
import { renderMail } from '@/email/renderMail'
import { queueMail } from '@/jobs/queueMail'
import { formatShortDate } from '@/lib/dates'
import { withDeadline } from '@/lib/deadline'
import { logText } from '@/lib/logText'
import { formatDollars } from '@/lib/money'
import { siteUrl } from '@/lib/site-url'

import { notFound, unavailable } from '../../domain/errors'
import { linkSubject, subjectId } from '../../domain/oneTimeToken'
import { sendMail } from '../../mail'
import { sign } from '../../secrets'
import { getStripe, STRIPE_UNREACHABLE, STRIPE_WAIT_MS } from '../../stripe/client'
import { readFoundation } from '../foundation'
import { issueLink, redeemLink, releaseLink } from '../links/oneTimeLinks'
import { mayMail } from '../mailCap'

export const DONOR_LINK_LIFETIME_MS = 60 * 60 * 1000

export const PORTAL_REFUSED = 'We could not open your gift’s page. Please contact us and we will help.'

/**
 * A link's token: secret (it is made from PAYLOAD_SECRET), different for every mail and gift, and
 * the same on each attempt of one mail, so a retry after an SMTP failure sends the links it stored.
 * Stored as a one-time link (src/server/services/links/oneTimeLinks.ts) of the gift's Stripe customer.
 */
const tokenFor = (job: string | number, customer: string) => sign('donor-link', `${job}:${customer}`)

/** Stores a manage link of this customer (again, on a retry: it then lives `lifetimeMs` from this attempt). */
const storeLink = (payload: Payload, token: string, customer: string, lifetimeMs: number) =>
  issueLink(payload, { purpose: 'donor-manage', subject: linkSubject('stripe-customer', customer), ttlMs: lifetimeMs, token })

/**
 * Queues the mail of a donor's manage links (the job looks them up; see mailManageLinks), unless
 * the address had its mails for the hour ('donor-links' in src/server/services/mailCap.ts: enough
 * for a lost mail, too few to flood an inbox); the caller answers the same either way.
 */
export async function requestManageLinks(payload: Payload, email: string): Promise<void> {
  if (await mayMail(payload, 'donor-links', email)) await queueMail(payload, 'mailManageLinks', { email })
}

/**
 * Emails a one-time link for each monthly gift made with this address (one per Stripe customer):
 * a task of the Jobs Queue, so the request that asked has long been answered, the same way whether
 * or not the address gave. An address with no monthly gift is sent nothing.
 */
export async function mailManageLinks(payload: Payload, email: string, job: string | number): Promise<'sent' | 'nothing to send'> {
  if (!getStripe()) return 'nothing to send'
  const gifts = await monthlyGiftsOf(payload, email)
  if (!gifts.length) return 'nothing to send'
  const links = gifts.map((gift) => ({ gift, token: tokenFor(job, gift.customer) }))
  for (const { gift, token } of links) await storeLink(payload, token, gift.customer, DONOR_LINK_LIFETIME_MS)
  const { name: foundation } = await readFoundation(payload)
  const words = manageLinks({
    foundation,
    links: links.map(({ gift, token }) => ({ amount: formatDollars(gift.amount_cents), since: formatShortDate(gift.since), url: `${siteUrl()}/donate/manage?token=${token}` })),
  })
  const subject = 'Manage your monthly gift'
  await sendMail(payload, { to: email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}

/**
 * One link for one Stripe customer, for a mail our own news asks for (a failed renewal), not a
 * donor's request: so no mail cap. Made as mailManageLinks makes its links (the same token for
 * every attempt of one mail), and stored before the mail goes.
 */
export async function issueManageLink(payload: Payload, customer: string, job: string | number, lifetimeMs: number): Promise<string> {
  const token = tokenFor(job, customer)
  await storeLink(payload, token, customer, lifetimeMs)
  return `${siteUrl()}/donate/manage?token=${token}`
}

/** The donor's monthly gifts that Stripe took money for, one per Stripe customer. */
async function monthlyGiftsOf(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'donations',
    where: { donor_email: { equals: email }, is_recurring: { equals: true }, status: { in: ['succeeded', 'refunded'] }, stripe_customer_id: { exists: true } },
    sort: 'createdAt',
    depth: 0,
    limit: 2000,
    pagination: false,
  })
  const byCustomer = new Map<string, { customer: string; amount_cents: number; since: string }>()
  for (const d of docs) {
    if (d.stripe_customer_id && !byCustomer.has(d.stripe_customer_id)) {
      byCustomer.set(d.stripe_customer_id, { customer: d.stripe_customer_id, amount_cents: d.amount_cents, since: d.createdAt })
    }
  }
  return [...byCustomer.values()]
}

/**
 * Opens Stripe's customer portal with a link's token, once: the link is used up here (an email
 * scanner that fetches the page does not use it), and given back if Stripe cannot be reached.
 */
export async function openCustomerPortal(payload: Payload, token: string): Promise<{ url: string }> {
  const stripe = getStripe()
  if (!stripe) throw unavailable('Card giving is not configured.')
  const link = await redeemLink(payload, 'donor-manage', token, { consume: true })
  const customer = link && subjectId('stripe-customer', link.subject)
  if (!customer) throw notFound(LINK_EXPIRED)
  try {
    const session = await withDeadline(stripe.billingPortal.sessions.create({ customer, return_url: `${siteUrl()}/donate` }), STRIPE_WAIT_MS)
    return { url: session.url }
  } catch (error) {
    payload.logger.error(`Stripe's customer portal did not open: ${logText(error instanceof Error ? error.message : error)}`)
    // Stripe's refusal (the customer is gone, the portal is not set up) will not change on a retry.
    const statusCode = (error as { statusCode?: number } | null)?.statusCode
    if (statusCode && statusCode >= 400 && statusCode < 500) throw unavailable(PORTAL_REFUSED)
    await releaseLink(payload, token)
    throw unavailable(STRIPE_UNREACHABLE)
  }
}
