import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { DonatePanel } from '@/components/site/DonatePanel'
import { Hero } from '@/components/site/Hero'
import { optionalSlug } from '@/contracts/common'
import { giveInNameOf } from '@/contracts/tributes'
import { getTribute } from '@/server/queries/tributes'

export const metadata: Metadata = { title: 'Donate', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const slug = optionalSlug()

/**
 * /donate?tribute=<slug> (src/proxy.ts rewrites it here): "Give in her memory" from a tribute
 * page, the form's tribute filled in with the page's name (so the gift joins that page). An
 * unknown or hidden page gives the plain form.
 */
export default async function TributeDonatePage({ searchParams }: Props) {
  const typed = (await searchParams).tribute
  const parsed = slug.safeParse(Array.isArray(typed) ? typed[0] : typed)
  const tribute = parsed.success && parsed.data ? await getTribute(getPayloadClient, parsed.data) : null
  return (
    <>
      <Hero title={tribute ? giveInNameOf(tribute.name, tribute.kind) : 'Make a Donation'} subtitle="Your gift turns loss into light" size="small" />
      <DonatePanel payload={getPayloadClient} inNameOf={tribute ? { kind: tribute.kind, name: tribute.name } : null} />
    </>
  )
}
