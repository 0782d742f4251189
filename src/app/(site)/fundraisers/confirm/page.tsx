import type { Metadata } from 'next'

import { ConfirmFundraiser } from '@/components/site/campaign/ConfirmFundraiser.client'
import { Hero } from '@/components/site/Hero'

export const metadata: Metadata = {
  title: 'Confirm your fundraising page',
  robots: { index: false },
  // The address holds a one-time token: never send it on as a referrer.
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The supporter's emailed confirm link. The link is used only when they press the button (a POST):
 * an email scanner that fetches the page uses nothing up.
 */
export default async function ConfirmFundraiserPage({ searchParams }: Props) {
  const token = (await searchParams).token
  return (
    <>
      <Hero title="Confirm your fundraising page" size="small" />
      <div className="mx-auto max-w-2xl px-4 py-12">
        <ConfirmFundraiser token={typeof token === 'string' ? token : undefined} />
      </div>
    </>
  )
}
