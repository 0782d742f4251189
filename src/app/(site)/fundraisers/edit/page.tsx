import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { EditFundraiser } from '@/components/site/campaign/EditFundraiser.client'
import { Hero } from '@/components/site/Hero'
import { readEditablePage } from '@/server/services/fundraisers/fundraiserLinks'

export const metadata: Metadata = {
  title: 'Edit your fundraising page',
  robots: { index: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The supporter's emailed edit link: the page's fields, read with the token (looking uses nothing
 * up); saving uses the link. Without a live link: the form that asks for one.
 */
export default async function EditFundraiserPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = typeof raw === 'string' ? raw : undefined
  const page = token ? await readEditablePage(await getPayloadClient(), token) : null
  return (
    <>
      <Hero title="Edit your fundraising page" size="small" />
      <div className="mx-auto max-w-2xl px-4 py-12">
        <EditFundraiser token={page ? token : undefined} page={page} hadToken={Boolean(token)} />
      </div>
    </>
  )
}
