import 'server-only'

import type { CollectionSlug, Payload } from 'payload'

import type { ErasedCounts, Erasure } from '@/contracts/people'
import { addressHash, addressKey } from '@/lib/addressHash'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { withDeadline } from '@/lib/deadline'
import { logText } from '@/lib/logText'
import { relationId } from '@/lib/relations'
import { expireCacheTags } from '@/lib/revalidate'
import { recordAudit } from '@/plugins/audit/recordAudit'

import { insertErasure, selectErasure } from '../../data/erasedAddresses'
import {
  anonymiseGifts,
  clearTicketGuests,
  countSponsorshipsKept,
  countTicketOrdersKept,
  eraseSponsorships,
  eraseTicketOrders,
  clearTributeNotices,
  deleteGifts,
  deleteMailJobsTo,
  deleteMailChoices,
  newDonorNumber,
  replaceDonorEmail,
  selectGiftsToErase,
  selectHeldBy,
  updateGiftHistory,
} from '../../data/people'
import { lockWithinTransaction } from '../../data/transactionLock'
import { unavailable } from '../../domain/errors'
import { linkSubject } from '../../domain/oneTimeToken'
import { getStripe, STRIPE_WAIT_MS } from '../../stripe/client'
import { inTransaction, type TransactionContext } from '../../transaction'
import { revokeLinks } from '../links/oneTimeLinks'
import { deleteDonorSessionsOf } from '../../data/donorSessions'
import { countsSummary, erasedDonorEmail, erasedDonorName, giftRecordsCutoff, giftRecordsYears, scrubGiftHistory, splitByRecordAge } from './personRules'

// One person's erasure on request (issue 44): everything the foundation need not keep about an
// email address is deleted, in one transaction (records with files through Payload, so the files
// go through the storage path's own delete); the gifts the law asks it to keep (GIFT_RECORDS_YEARS)
// stay without their donor, older ones are deleted; the donor keeps its id with a placeholder; the
// address's hash is kept so no mail goes to it again (src/server/mail.ts). After the commit, the
// donor's Stripe customers are deleted. Erasing again finds nothing and changes nothing.
// docs/people.md.

const ZERO: ErasedCounts = {
  rsvps: 0,
  messages: 0,
  remembrances: 0,
  photos: 0,
  gallery_photos: 0,
  fundraisers: 0,
  fundraiser_photos: 0,
  donor_notes: 0,
  statements: 0,
  mail_choices: 0,
  mail_jobs: 0,
  gifts_anonymised: 0,
  gifts_deleted: 0,
  tribute_notices: 0,
  ticket_orders_anonymised: 0,
  ticket_orders_deleted: 0,
  guest_tickets: 0,
  waitlist_entries: 0,
  sponsorships_anonymised: 0,
  sponsorships_deleted: 0,
  stripe_customers_deleted: 0,
}

const NOT_ERASED = 'Part of the erasure could not be done, so nothing was erased. Please try again in a moment.'

/** Records deleted through Payload in the erasure's transaction (their hooks run: files, caches, the audit trail). */
async function deleteRecords(ctx: TransactionContext, collection: CollectionSlug, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0
  const { docs, errors } = await ctx.payload.delete({ collection, where: { id: { in: [...ids] } }, depth: 0, overrideAccess: true, req: ctx.req })
  // One record that cannot go (its file's storage unreachable) undoes the whole erasure: nothing is half done.
  if (errors.length) {
    ctx.payload.logger.error(`An erasure could not delete ${collection}: ${errors.map((error) => logText(error.message)).join('; ')}`)
    throw unavailable(NOT_ERASED)
  }
  return docs.length
}

/** What the transaction did, and what is left for after it (Stripe, the caches, the notes). */
type Erased = {
  counts: ErasedCounts
  donorId: number | null
  name: string | null
  customers: string[]
  campaigns: number[]
  keptApplications: number
  keptRecommendations: number
}

async function eraseWithin(ctx: TransactionContext, email: string, hash: string, now: Date): Promise<Erased> {
  const { payload, req } = ctx
  // Two erasures of one address at once: the second waits, then finds nothing left.
  await lockWithinTransaction(payload, req, `person:${hash}`)
  const held = await selectHeldBy(payload, email, req)
  const erasedBefore = await selectErasure(payload, hash, req)
  const gifts = await selectGiftsToErase(payload, req, email)
  const years = giftRecordsYears()
  const { kept, deleted } = splitByRecordAge(gifts, giftRecordsCutoff(now, years))

  // The kept gifts' name: the donor's id (one erased before keeps its first number), else a number of the donors' own sequence.
  const keptOrders = (await countTicketOrdersKept(payload, req, held.ticket_orders)) + (await countSponsorshipsKept(payload, req, held.sponsorships))
  const keepsRecords = kept.length > 0 || keptOrders > 0
  const known = erasedBefore?.donor_number ?? held.donor_id
  const donorNumber = known ?? (keepsRecords ? await newDonorNumber(payload, req) : null)
  const name = keepsRecords && donorNumber !== null ? erasedDonorName(donorNumber) : null

  const counts: ErasedCounts = { ...ZERO }
  counts.rsvps = await deleteRecords(ctx, 'rsvps', held.rsvps)
  counts.messages = await deleteRecords(ctx, 'contact-messages', held.messages)
  // A remembrance's photo goes with it (its afterDelete hook, in this transaction).
  const { docs: remembrances } = held.remembrances.length
    ? await payload.find({ collection: 'remembrances', where: { id: { in: held.remembrances } }, pagination: false, depth: 0, overrideAccess: true, req })
    : { docs: [] }
  counts.photos = remembrances.filter((r) => relationId(r.photo) !== null).length
  counts.remembrances = await deleteRecords(ctx, 'remembrances', held.remembrances)
  counts.gallery_photos = await deleteRecords(ctx, 'gallery-photos', held.gallery_photos)
  const { docs: fundraisers } = held.fundraisers.length
    ? await payload.find({ collection: 'fundraisers', where: { id: { in: held.fundraisers } }, pagination: false, depth: 0, overrideAccess: true, req })
    : { docs: [] }
  counts.fundraisers = await deleteRecords(ctx, 'fundraisers', held.fundraisers)
  const fundraiserPhotos = fundraisers.map((page) => relationId(page.photo)).filter((id): id is number => id !== null)
  counts.fundraiser_photos = await deleteRecords(ctx, 'campaign-images', fundraiserPhotos)
  for (const page of fundraisers) await revokeLinks(payload, { subject: linkSubject('fundraiser', page.id), purposes: ['fundraiser-confirm', 'fundraiser-edit'], req })
  counts.donor_notes = await deleteRecords(ctx, 'donor-notes', held.donor_notes)
  counts.statements = await deleteRecords(ctx, 'donor-statements', held.statements)
  counts.mail_choices = await deleteMailChoices(payload, req, email)
  counts.mail_jobs = await deleteMailJobsTo(payload, req, email)

  const [deletedIds, keptIds] = [deleted.map((gift) => gift.id), kept.map((gift) => gift.id)]
  counts.gifts_deleted = await deleteGifts(payload, req, deletedIds)
  if (name) counts.gifts_anonymised = await anonymiseGifts(payload, req, keptIds, name)
  for (const gift of kept) {
    const { history, changed } = scrubGiftHistory(gift.history)
    if (changed) await updateGiftHistory(payload, req, gift.id, history)
  }
  // Ticket orders are payments too: kept as the gifts are (their disclosure is a tax record), the others deleted.
  const orders = await eraseTicketOrders(payload, req, held.ticket_orders, name ?? '', erasedDonorEmail(donorNumber ?? 0))
  counts.ticket_orders_anonymised = orders.kept
  counts.ticket_orders_deleted = orders.deleted
  counts.guest_tickets = await clearTicketGuests(payload, req, held.guest_tickets)
  counts.waitlist_entries = await deleteRecords(ctx, 'waitlist-entries', held.waitlist_entries)
  const sponsorships = await eraseSponsorships(payload, req, held.sponsorships, name ?? '', erasedDonorEmail(donorNumber ?? 0))
  counts.sponsorships_anonymised = sponsorships.kept
  counts.sponsorships_deleted = sponsorships.deleted
  // Other donors' gifts naming the address for their tribute card (its own gifts are done above).
  const own = new Set(gifts.map((gift) => gift.id))
  const notices = held.tribute_notices.filter((id) => !own.has(id))
  counts.tribute_notices = await clearTributeNotices(payload, req, notices)
  if (held.donor_id !== null) await replaceDonorEmail(payload, req, held.donor_id, erasedDonorEmail(held.donor_id))

  // The donor's Stripe customers, deleted after the commit; their manage links stop now.
  const customers = [...new Set(gifts.map((gift) => gift.stripe_customer_id).filter((id): id is string => Boolean(id)))]
  for (const customer of customers) await revokeLinks(payload, { subject: linkSubject('stripe-customer', customer), purposes: ['donor-manage'], req })
  await insertErasure(payload, req, hash, donorNumber)

  await recordAudit(
    payload,
    {
      action: 'people.erase',
      ...(held.donor_id !== null && { target: { collection: 'donors', id: held.donor_id } }),
      summary: `one person's data erased: ${erasedSummary(counts)}${customers.length ? `; ${customers.length} Stripe ${customers.length === 1 ? 'customer' : 'customers'} to delete` : ''}`,
    },
    { req },
  )
  return {
    counts,
    donorId: held.donor_id,
    name,
    customers,
    campaigns: [...new Set(gifts.map((gift) => gift.campaign_id).filter((id): id is number => id !== null))],
    keptApplications: held.applications.length,
    keptRecommendations: held.recommendations.length,
  }
}

function erasedSummary(counts: ErasedCounts): string {
  return countsSummary(
    [
      [counts.rsvps, 'RSVP', 'RSVPs'],
      [counts.messages, 'message', 'messages'],
      [counts.remembrances, 'remembrance', 'remembrances'],
      [counts.photos, 'remembrance photo', 'remembrance photos'],
      [counts.gallery_photos, 'gallery photo', 'gallery photos'],
      [counts.fundraisers, 'fundraiser', 'fundraisers'],
      [counts.fundraiser_photos, 'fundraiser photo', 'fundraiser photos'],
      [counts.donor_notes, 'donor note', 'donor notes'],
      [counts.statements, 'statement', 'statements'],
      [counts.mail_choices, 'mail choice', 'mail choices'],
      [counts.mail_jobs, 'mail job', 'mail jobs'],
      [counts.gifts_anonymised, 'gift kept anonymised', 'gifts kept anonymised'],
      [counts.gifts_deleted, 'gift deleted', 'gifts deleted'],
      [counts.tribute_notices, 'tribute notice', 'tribute notices'],
      [counts.ticket_orders_anonymised, 'ticket order kept anonymised', 'ticket orders kept anonymised'],
      [counts.ticket_orders_deleted, 'ticket order deleted', 'ticket orders deleted'],
      [counts.guest_tickets, 'ticket’s guest', 'tickets’ guests'],
      [counts.waitlist_entries, 'waitlist place', 'waitlist places'],
      [counts.sponsorships_anonymised, 'sponsorship kept anonymised', 'sponsorships kept anonymised'],
      [counts.sponsorships_deleted, 'sponsorship deleted', 'sponsorships deleted'],
    ],
    'nothing held',
  )
}

/** Whether Stripe's refusal says the customer is not there (deleted before, or never in this account). */
const isNoSuchCustomer = (error: unknown): boolean => {
  const refusal = error as { statusCode?: number; code?: string; message?: string }
  return refusal.statusCode === 404 || refusal.code === 'resource_missing' || /No such customer/i.test(refusal.message ?? '')
}

/** The Stripe customers deleted (each within Stripe's deadline, all at once), and what could not be. */
type StripeOutcome = { asked: boolean; deleted: number; gone: string[]; failed: string[]; notes: string[] }

async function deleteStripeCustomers(payload: Payload, customers: readonly string[]): Promise<StripeOutcome> {
  if (customers.length === 0) return { asked: false, deleted: 0, gone: [], failed: [], notes: [] }
  const stripe = getStripe()
  if (!stripe) {
    const them = customers.length === 1 ? 'it' : 'them'
    const note = `Card giving is not configured, so Stripe was not asked to delete ${customers.length === 1 ? 'the customer' : 'the customers'} ${customers.join(', ')}: delete ${them} in Stripe’s dashboard.`
    return { asked: false, deleted: 0, gone: [], failed: [...customers], notes: [note] }
  }
  const results = await Promise.allSettled(customers.map((customer) => withDeadline(stripe.customers.del(customer), STRIPE_WAIT_MS)))
  const gone: string[] = []
  const failed: string[] = []
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') return
    const customer = customers[i]!
    if (isNoSuchCustomer(result.reason)) return void gone.push(customer)
    failed.push(customer)
    payload.logger.error(`Stripe did not delete customer ${customer} of an erasure: ${logText(result.reason instanceof Error ? result.reason.message : result.reason)}`)
  })
  const notes = [
    ...(gone.length ? [`Stripe had no customer ${gone.join(', ')} (deleted before): nothing to delete there.`] : []),
    ...(failed.length ? [`Stripe could not delete ${failed.join(', ')} now: delete ${failed.length === 1 ? 'it' : 'them'} in Stripe’s dashboard.`] : []),
  ]
  return { asked: true, deleted: customers.length - gone.length - failed.length, gone, failed, notes }
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

/** What the erasure kept, and why, in the answer's words. */
function keptNotes(erased: Erased, years: number): string[] {
  const { counts, keptApplications: applications, keptRecommendations: letters } = erased
  const gifts = counts.gifts_anonymised
  return [
    ...(gifts ? [`${gifts} ${plural(gifts, 'gift', 'gifts')} of the last ${years} years kept for tax law as “${erased.name}”, without the donor’s name, email, address or dedication.`] : []),
    ...(applications
      ? [
          `${applications} scholarship ${plural(applications, 'application is', 'applications are')} kept: the scholarship retention clears ${plural(applications, 'it', 'them')} after the round’s decisions.`,
        ]
      : []),
    ...(letters
      ? [
          `${letters} recommendation ${plural(letters, 'letter', 'letters')} the address wrote ${plural(letters, 'is', 'are')} kept with the applications, until the scholarship retention clears ${plural(letters, 'it', 'them')}.`,
        ]
      : []),
  ]
}

/**
 * Erases everything held about `email` that the foundation need not keep, and answers what was
 * done kind by kind. The audit trail records it (`people.erase`, the donor as its target, counts
 * only), and the questions to Stripe as a second entry.
 */
export async function erasePerson(payload: Payload, email: string, now = new Date()): Promise<Erasure> {
  const key = addressKey(email)
  const hash = addressHash(key)
  const erased = await inTransaction(payload, (ctx) => eraseWithin(ctx, key, hash, now))

  // Signed in to their giving page anywhere: signed out (their sign-in links need the gone address).
  await deleteDonorSessionsOf(payload, key)
  const stripe = await deleteStripeCustomers(payload, erased.customers)
  if (stripe.asked) {
    const asked = countsSummary(
      [
        [stripe.deleted, 'deleted', 'deleted'],
        [stripe.gone.length, 'already gone', 'already gone'],
        [stripe.failed.length, 'not deleted', 'not deleted'],
      ],
      'none',
    )
    await recordAudit(payload, {
      action: 'people.erase',
      ...(erased.donorId !== null && { target: { collection: 'donors', id: erased.donorId } }),
      summary: `asked Stripe to delete ${erased.customers.length} ${erased.customers.length === 1 ? 'customer' : 'customers'} of an erased donor: ${asked}`,
    })
  }
  // Public lists name donors (a campaign's recent gifts): the kept gifts are anonymous now.
  if (erased.campaigns.length) await expireCacheTags([CACHE_TAGS.campaigns, ...erased.campaigns.map((id) => CACHE_TAGS.campaign(id))])

  const { counts } = erased
  const notes = [...keptNotes(erased, giftRecordsYears()), ...stripe.notes]
  return { email_hash: hash, donor_id: erased.donorId, erased_name: erased.name, done: { ...counts, stripe_customers_deleted: stripe.deleted }, notes }
}
