import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { LINK_EXPIRED } from '@/contracts/donorLinks'
import { formatShortDate } from '@/lib/dates'
import { withDeadline } from '@/lib/deadline'
import { formatDollars } from '@/lib/money'
import { siteUrl } from '@/lib/site-url'

import { countRecentDonorLinks, deleteOldDonorLinks, insertDonorLink, releaseDonorLink, spendDonorLink } from '../data/donorLinks'
import { notFound, unavailable } from '../domain/errors'
import { sendMail } from '../mail'
import { getPayloadClient } from '../payload'
import { getStripe, STRIPE_UNREACHABLE, STRIPE_WAIT_MS } from '../stripe/client'

export const DONOR_LINK_LIFETIME_MS = 60 * 60 * 1000
/** Links one address may be sent in an hour: enough for a lost mail, too few to flood an inbox. */
const LINKS_PER_HOUR = 3

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Emails a one-time link for each monthly gift made with this address (one per Stripe customer).
 * Called after the answer has gone, so the answer says nothing of whether the address gave.
 * An address with no monthly gift is sent nothing.
 */
export async function sendManageLinks(email: string): Promise<void> {
  if (!getStripe()) return
  if ((await countRecentDonorLinks(email)) >= LINKS_PER_HOUR) return
  const gifts = await monthlyGiftsOf(email)
  if (!gifts.length) return
  if (Math.random() < 0.05) void deleteOldDonorLinks().catch(() => undefined)
  const expiresAt = new Date(Date.now() + DONOR_LINK_LIFETIME_MS)
  const links: string[] = []
  for (const gift of gifts) {
    const token = randomBytes(32).toString('base64url')
    await insertDonorLink(hash(token), email, gift.customer, expiresAt)
    links.push(`Your monthly gift of ${formatDollars(gift.amount_cents)}, since ${formatShortDate(gift.since)}:\n${siteUrl()}/donate/manage?token=${token}`)
  }
  await sendMail({ to: email, subject: 'Manage your monthly gift', text: manageMail(links) })
}

/** The donor's monthly gifts that Stripe took money for, one per Stripe customer. */
async function monthlyGiftsOf(email: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'donations',
    where: { donor_email: { equals: email }, is_recurring: { equals: true }, status: { in: ['succeeded', 'refunded'] }, stripe_customer_id: { exists: true } },
    sort: 'createdAt',
    depth: 0,
    limit: 100,
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

const manageMail = (links: string[]) =>
  [
    'Hello,',
    '',
    'You asked to manage the monthly gift made with this email address. The link below opens your gift’s page at Stripe, our payment provider, where you can change the card or cancel the gift.',
    '',
    ...links.flatMap((link) => [link, '']),
    'Each link works once, within one hour. If you did not ask for this, you can ignore this email: nothing changes.',
    '',
    'With gratitude,',
    'From Loss to Light',
  ].join('\n')

/**
 * Opens Stripe's customer portal with a link's token, once: the link is used up here (an email
 * scanner that fetches the page does not use it), and given back if Stripe cannot be reached.
 */
export async function openCustomerPortal(token: string): Promise<{ url: string }> {
  const stripe = getStripe()
  if (!stripe) throw unavailable('Card giving is not configured.')
  const tokenHash = hash(token)
  const customer = await spendDonorLink(tokenHash)
  if (!customer) throw notFound(LINK_EXPIRED)
  try {
    const session = await withDeadline(stripe.billingPortal.sessions.create({ customer, return_url: `${siteUrl()}/donate` }), STRIPE_WAIT_MS)
    return { url: session.url }
  } catch (error) {
    await releaseDonorLink(tokenHash)
    const payload = await getPayloadClient()
    payload.logger.error(`Stripe's customer portal did not open: ${error instanceof Error ? error.message : error}`)
    throw unavailable(STRIPE_UNREACHABLE)
  }
}
