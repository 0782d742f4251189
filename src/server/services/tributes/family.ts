import 'server-only'

import type { Payload } from 'payload'

import { FAMILY_MESSAGES, type FAMILY_DIGESTS } from '@/contracts/tributes'
import { familyDigestMail, familyThanksMail } from '@/email/familyMails'
import { renderMail } from '@/email/renderMail'
import { queueMail } from '@/jobs/queueMail'
import { foldHeader } from '@/lib/logText'
import { formatDollars } from '@/lib/money'
import { siteUrl } from '@/lib/site-url'
import type { Tribute } from '@/payload-types'

import {
  ensureFamily,
  type FamilyGiftRow,
  type FamilyRow,
  insertThanks,
  isToldOnPage,
  markDueDigests,
  selectFamily,
  selectFamilyGifts,
  selectThanksMail,
  updateFamilyDigest,
} from '../../data/tributeFamilies'
import { lockWithinTransaction } from '../../data/transactionLock'
import { conflict, notFound } from '../../domain/errors'
import { sign, verify } from '../../secrets'
import { inTransaction } from '../../transaction'
import { sendMail } from '../../mail'
import { readFoundation } from '../foundation'
import { followMerges } from './tributePages'

// The family of a tribute page: the person the donor asked us to tell, reached by the link in
// their card (signed: page and address). From it they see every gift in the name, choose a card
// per gift or a digest, and send one thank-you the site mails to each contributor.

type Digest = (typeof FAMILY_DIGESTS)[number]

const signature = (tribute: number, email: string) => sign('family-link', `${tribute}:${email.toLowerCase()}`)

export const familyToken = (tribute: number, email: string) => `${tribute}.${Buffer.from(email.toLowerCase()).toString('base64url')}.${signature(tribute, email)}`

/** The page's family link, for the card. */
export const familyLink = (page: Pick<Tribute, 'id' | 'slug'>, email: string) => `${siteUrl()}/tributes/${page.slug}/family?token=${encodeURIComponent(familyToken(page.id, email))}`

function readFamilyToken(token: string): { tribute: number; email: string } | null {
  const [id, encoded, given, extra] = token.split('.')
  if (!id || !/^\d{1,9}$/.test(id) || !encoded || !given || extra !== undefined) return null
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  return verify('family-link', `${id}:${email.toLowerCase()}`, given) ? { tribute: Number(id), email } : null
}

/** The family and its page a link opens (a merged page's family is the page it went into), or 404. */
async function openFamily(payload: Payload, token: string): Promise<{ family: FamilyRow; page: Tribute }> {
  const named = readFamilyToken(token)
  const found = named ? await payload.findByID({ collection: 'tributes', id: named.tribute, depth: 0, disableErrors: true }) : null
  if (!named || !found) throw notFound(FAMILY_MESSAGES.link)
  const page = await followMerges(payload, found)
  // The link holds while a gift on the page names its address for the card: an erasure of the
  // address takes that off, and the link then opens nothing (nor makes its family again).
  if (!(await isToldOnPage(payload, page.id, named.email))) throw notFound(FAMILY_MESSAGES.link)
  return { family: await ensureFamily(payload, page.id, named.email), page }
}

/** A gift as the family sees it: the donor's full name (or Anonymous), the amount only when allowed, the card's message, the address if shared. */
const familyGift = (gift: FamilyGiftRow) => ({
  giver: !gift.is_anonymous && gift.donor_name?.trim() ? gift.donor_name.replace(/\s+/g, ' ').trim() : 'Anonymous',
  amount: gift.show_amount ? formatDollars(Number(gift.kept_cents)) : null,
  message: gift.message?.trim() || null,
  // Only where the donor agreed to share it (tribute.share_address, recorded with the gift).
  address: gift.address?.trim() || null,
  at: gift.at.toISOString(),
})
export type FamilyGift = ReturnType<typeof familyGift>

/** What the family's page shows (/tributes/{slug}/family?token=…), or null for a link we did not make. */
export async function familyView(payload: Payload, token: string) {
  try {
    const { family, page } = await openFamily(payload, token)
    const gifts = (await selectFamilyGifts(payload, page.id, family.email, null, null)).map(familyGift).reverse()
    return { name: page.name, slug: page.slug, kind: page.kind, digest: family.digest, lastThanksAt: family.last_thanks_at?.toISOString() ?? null, gifts }
  } catch {
    return null
  }
}

export async function chooseFamilyDigest(payload: Payload, token: string, digest: Digest): Promise<{ message: string }> {
  const { family } = await openFamily(payload, token)
  await updateFamilyDigest(payload, family.id, digest)
  const words = { each: 'You will get a card for each gift.', daily: 'You will get one mail a day listing the new gifts.', weekly: 'You will get one mail a week listing the new gifts.' }
  return { message: `Saved. ${words[digest]}` }
}

/** The family's thank-you, queued to every contributor in one transaction (at most once a day). */
export async function sendFamilyThanks(payload: Payload, token: string, message: string): Promise<{ message: string; contributors: number }> {
  const { family } = await openFamily(payload, token)
  const mails = await inTransaction(payload, async ({ req }) => {
    const ids = await insertThanks(payload, req, family, message)
    if (ids === null) throw conflict(FAMILY_MESSAGES.thanksTooSoon)
    if (!ids.length) throw conflict(FAMILY_MESSAGES.noContributors)
    for (const id of ids) await queueMail(payload, 'mailFamilyThanks', { mail: id }, req)
    return ids.length
  })
  return { message: `Thank you. Your words are on their way to ${mails} ${mails === 1 ? 'person' : 'people'} who gave.`, contributors: mails }
}

/** The digests due now (hourly, by the worker's schedule): each window moved on with its mail queued. */
export async function queueFamilyDigests(payload: Payload, now: Date): Promise<number> {
  return inTransaction(payload, async ({ req }) => {
    await lockWithinTransaction(payload, req, 'family-digests')
    const due = await markDueDigests(payload, req, now)
    for (const family of due) await queueMail(payload, 'mailFamilyDigest', { family }, req)
    return due.length
  })
}

export async function mailFamilyDigest(payload: Payload, id: number, job: string | number): Promise<'sent' | 'gone' | 'empty'> {
  const family = await selectFamily(payload, id)
  const page = family ? await payload.findByID({ collection: 'tributes', id: family.tribute_id, depth: 0, disableErrors: true }) : null
  if (!family || !page || family.digest === 'each') return 'gone'
  const gifts = (await selectFamilyGifts(payload, page.id, family.email, family.digest_from, family.digest_to)).map(familyGift)
  if (!gifts.length) return 'empty'
  const { name: foundation } = await readFoundation(payload)
  const subject = foldHeader(`New gifts ${page.kind === 'memory' ? 'in memory' : 'in honor'} of ${page.name}`)
  const words = familyDigestMail({ honoree: page.name, gifts, familyUrl: familyLink(page, family.email), foundation })
  await sendMail(payload, { to: family.email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}

export async function mailFamilyThanks(payload: Payload, id: number, job: string | number): Promise<'sent' | 'gone'> {
  const mail = await selectThanksMail(payload, id)
  const page = mail ? await payload.findByID({ collection: 'tributes', id: mail.tribute_id, depth: 0, disableErrors: true }) : null
  if (!mail || !page) return 'gone'
  const { name: foundation } = await readFoundation(payload)
  const subject = foldHeader(`A thank-you from the family of ${page.name}`)
  const words = familyThanksMail({ honoree: page.name, message: mail.message, pageUrl: `${siteUrl()}/tributes/${page.slug}`, foundation })
  await sendMail(payload, { to: mail.email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}
