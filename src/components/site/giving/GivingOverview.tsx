import type React from 'react'

import { type DonorOverview, MAIL_CHOICES_ALWAYS, type OwnGift } from '@/contracts/donorPortal'
import type { DonorPurchaseOut } from '@/contracts/donors'
import { formatShortDate } from '@/lib/dates'
import { formatDollarsAndCents } from '@/lib/money'

import { SiteLink } from '../SiteLink'
import { MailChoices, MonthlyGifts, SignOut } from './SignedInParts.client'

const TRIBUTE_WORDS: Record<string, string> = { memory: 'In memory of', honor: 'In honor of' }

function giftLine(gift: OwnGift): string {
  const kind = gift.method === 'check' ? 'Check' : gift.is_recurring ? 'Monthly gift by card' : 'Gift by card'
  const where = [gift.campaign, gift.tribute && `${TRIBUTE_WORDS[gift.tribute.kind] ?? 'For'} ${gift.tribute.honoree_name}`].filter(Boolean)
  return [kind, ...where].join(' · ')
}

const STATUS_WORDS: Record<string, string> = { refunded: 'Refunded', disputed: 'Disputed with your bank' }

function GiftItem({ gift }: { gift: OwnGift }) {
  const kept = gift.kept_cents !== gift.amount_cents && gift.status === 'succeeded' ? ` (${formatDollarsAndCents(gift.kept_cents)} after a refund)` : ''
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <div>
        <p className="font-semibold text-navy-900">
          {formatDollarsAndCents(gift.amount_cents)}
          {kept} <span className="font-normal text-slate-700">on {formatShortDate(gift.given_at)}</span>
        </p>
        <p className="text-base text-slate-700">
          {giftLine(gift)}
          {STATUS_WORDS[gift.status] ? ` · ${STATUS_WORDS[gift.status]}` : ''}
        </p>
      </div>
      {gift.has_receipt && (
        <a href={`/api/donor/gifts/${gift.id}/receipt.pdf`} className="text-base text-navy-800 underline" download>
          Receipt (PDF)<span className="sr-only">, gift of {formatShortDate(gift.given_at)}</span>
        </a>
      )}
    </li>
  )
}

function PurchaseItem({ purchase }: { purchase: DonorPurchaseOut }) {
  const kind = purchase.kind === 'tickets' ? 'Tickets' : 'Sponsorship'
  return (
    <li className="py-3">
      <p className="font-semibold text-navy-900">
        {kind}: {purchase.what} <span className="font-normal text-slate-700">on {formatShortDate(purchase.paid_at)}</span>
      </p>
      <p className="text-base text-slate-700">
        Paid {formatDollarsAndCents(purchase.charged_cents)}, of which {formatDollarsAndCents(purchase.deductible_cents)} is tax-deductible
        {purchase.refunded_cents > 0 ? ` · ${formatDollarsAndCents(purchase.refunded_cents)} refunded` : ''}
      </p>
    </li>
  )
}

const list = 'divide-y divide-slate-200 border-y border-slate-200'

/** One part of the page, named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-serif text-2xl font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The signed-in donor's page: their gifts with receipts, their purchases, statements by year, fundraiser pages. */
export function GivingOverview({ overview }: { overview: DonorOverview }) {
  const { gifts, monthly, purchases, statement_years: years, fundraisers } = overview
  return (
    <div className="space-y-10 text-lg">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p>
          Signed in as <strong>{overview.email}</strong>
        </p>
        <SignOut />
      </div>
      {monthly.length > 0 && (
        <Section id="giving-monthly" title="Your monthly giving">
          <MonthlyGifts initial={monthly} />
        </Section>
      )}
      <Section id="giving-gifts" title="Your gifts">
        {gifts.length ? (
          <ul className={list}>
            {gifts.map((gift) => (
              <GiftItem key={gift.id} gift={gift} />
            ))}
          </ul>
        ) : (
          <p>No gifts are recorded under this address yet.</p>
        )}
      </Section>
      {years.length > 0 && (
        <Section id="giving-statements" title="Year-end statements">
          <p>Every gift of a year and what of it is tax-deductible, for your tax records.</p>
          <ul className="flex flex-wrap gap-4">
            {years.map((year) => (
              <li key={year}>
                <a href={`/api/donor/statements/${year}.pdf`} className="text-navy-800 underline" download>
                  {year} statement (PDF)
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {purchases.length > 0 && (
        <Section id="giving-purchases" title="Tickets and sponsorships">
          <ul className={list}>
            {purchases.map((purchase) => (
              <PurchaseItem key={`${purchase.kind}-${purchase.id}`} purchase={purchase} />
            ))}
          </ul>
        </Section>
      )}
      {fundraisers.length > 0 && (
        <Section id="giving-fundraisers" title="Your fundraiser pages">
          <ul className={list}>
            {fundraisers.map((page) => (
              <li key={`${page.campaign}-${page.name}`} className="py-3">
                {page.url ? (
                  <SiteLink href={page.url} className="font-semibold text-navy-800 underline">
                    {page.name}
                  </SiteLink>
                ) : (
                  <span className="font-semibold">{page.name}</span>
                )}{' '}
                <span className="text-slate-700">
                  for {page.campaign}
                  {page.url ? '' : ` · ${page.status === 'pending' ? 'waiting for approval' : page.status}`}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="giving-mail" title="Email choices">
        <p>{MAIL_CHOICES_ALWAYS}</p>
        <MailChoices initial={overview.mail_choices} />
      </Section>
      <Section id="giving-data" title="Your data">
        <p>
          Everything we hold under this email address (your gifts and their letters, events, messages, photos you shared), as one file.{' '}
          <a href="/api/donor/data" download="my-data.json" className="text-navy-800 underline">
            Download my data (JSON)
          </a>
        </p>
      </Section>
    </div>
  )
}
