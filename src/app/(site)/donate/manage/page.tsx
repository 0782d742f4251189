import type { Metadata } from 'next'

import { ManageGift } from '@/components/site/ManageGift.client'
import { Hero } from '@/components/site/Hero'
import { SiteLink } from '@/components/site/SiteLink'

export const metadata: Metadata = {
  title: 'Manage your monthly gift',
  description: 'Change the card of your monthly gift, or cancel it, without an account.',
  robots: { index: false },
  // The address holds a one-time token: never send it on as a referrer.
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * A donor manages a monthly gift without an account: they ask for a link by email, and the link
 * (/donate/manage?token=…) opens Stripe's customer portal once, when they press the button — an
 * email scanner that fetches the page does not use it up.
 */
export default async function ManageGiftPage({ searchParams }: Props) {
  const token = (await searchParams).token
  return (
    <>
      <Hero title="Manage your monthly gift" subtitle="Change the card, or cancel the gift" size="small" />
      <div className="mx-auto max-w-2xl px-4 py-12">
        <ManageGift token={typeof token === 'string' ? token : undefined} />
        <p className="mt-8 text-lg">
          To change the amount, pause the gift, or see every gift and receipt, sign in to{' '}
          <SiteLink href="/giving" className="underline">
            your giving page
          </SiteLink>
          .
        </p>
      </div>
    </>
  )
}
