import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { DonatePanel } from '@/components/site/DonatePanel'
import { Hero } from '@/components/site/Hero'
import { optionalSlug } from '@/contracts/common'
import { donateTargetOf } from '@/server/services/donations/giftTarget'

export const metadata: Metadata = { title: 'Donate', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const slug = optionalSlug()
/** A slug from the address, or undefined for anything else. */
const slugOf = (value: string | string[] | undefined): string | undefined => {
  const parsed = slug.safeParse(Array.isArray(value) ? value[0] : value)
  return parsed.success ? parsed.data : undefined
}

/**
 * /donate?campaign=<slug>[&fundraiser=<slug>] (src/proxy.ts rewrites it here): the donate form,
 * naming the campaign and the supporter's fundraiser it supports. A campaign that is unknown or not
 * open now gives the plain form, with a word on why.
 */
export default async function CampaignDonatePage({ searchParams }: Props) {
  const params = await searchParams
  const towards = await donateTargetOf(await getPayloadClient(), slugOf(params.campaign), slugOf(params.fundraiser))
  return (
    <>
      <Hero title="Make a Donation" subtitle={towards ? `Supporting ${towards.campaign.title}` : 'Your gift turns loss into light'} size="small" />
      {!towards && (
        <p role="status" className="mx-4 mt-8 rounded-lg border border-gold-300 bg-white p-4 text-slate-800 sm:mx-auto sm:max-w-3xl">
          That campaign is not taking gifts now. Your gift below supports the foundation’s work.
        </p>
      )}
      <DonatePanel payload={getPayloadClient} towards={towards} />
    </>
  )
}
