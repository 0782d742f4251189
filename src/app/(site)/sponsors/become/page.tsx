import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { Hero } from '@/components/site/Hero'
import { SiteLink } from '@/components/site/SiteLink'
import { SponsorFormWithToasts } from '@/components/site/SponsorForm.client'
import { cardGivingEnabled } from '@/lib/cardFee'
import { formatDollars } from '@/lib/money'
import { orEmptyList } from '@/server/queries/cachedRead'
import { getSponsorTiers } from '@/server/queries/public'

export const metadata: Metadata = { title: 'Become a sponsor', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * "Become a sponsor" of one purchasable tier (`?tier=`): a page of its own, so the Sponsors page
 * itself sends no form script (its JavaScript budget, tests/e2e/js-budget.spec.ts).
 */
export default async function BecomeSponsorPage({ searchParams }: Props) {
  const raw = (await searchParams).tier
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null
  const tiers = await orEmptyList(getSponsorTiers(getPayloadClient), 'sponsor tiers')
  const tier = tiers.find((t) => t.id === id && t.purchasable)
  const open = tier && !tier.sold_out && cardGivingEnabled()
  return (
    <>
      <Hero title="Become a sponsor" subtitle={tier ? `${tier.name}, ${formatDollars(tier.amount_cents)}` : undefined} size="small" />
      <div className="mx-auto max-w-xl px-4 py-10">
        {open ? (
          <>
            {tier.value_cents > 0 && (
              <p className="mb-6 text-slate-700">
                Of the {formatDollars(tier.amount_cents)}, {formatDollars(tier.value_cents)} is the fair market value of the benefits you receive; {formatDollars(tier.amount_cents - tier.value_cents)}{' '}
                is tax-deductible.
              </p>
            )}
            <SponsorFormWithToasts tier={{ id: tier.id, name: tier.name, amount_cents: tier.amount_cents }} publishableKey={process.env.STRIPE_PUBLISHABLE_KEY ?? ''} />
          </>
        ) : (
          <div role="alert" className="rounded-lg border border-gold-300 bg-white p-6 text-lg">
            <p>{tier?.sold_out ? 'This sponsorship is sold out.' : 'This sponsorship is not sold online. Please write to us.'}</p>
            <p className="mt-3">
              <SiteLink href="/sponsors" className="font-semibold text-navy-800 underline">
                See our sponsorships
              </SiteLink>
            </p>
          </div>
        )}
      </div>
    </>
  )
}
