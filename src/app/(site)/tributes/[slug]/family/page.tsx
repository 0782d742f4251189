import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { Hero } from '@/components/site/Hero'
import { SiteLink } from '@/components/site/SiteLink'
import { FamilyChoices } from '@/components/site/tributes/FamilyChoices.client'
import { FAMILY_MESSAGES } from '@/contracts/tributes'
import { formatLongDate } from '@/lib/dates'
import { familyView } from '@/server/services/tributes/family'

export const metadata: Metadata = {
  title: 'For the family',
  robots: { index: false },
  // The address holds the family's link: never send it on as a referrer.
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The family's page, opened from the link in a tribute card (/tributes/{slug}/family?token=…,
 * rendered per request): every gift in the name with each donor's name as they gave it, their
 * messages, the amounts they allowed; the choice of a digest; a thank-you to everyone who gave.
 */
export default async function FamilyPage({ searchParams }: Props) {
  const typed = (await searchParams).token
  const token = typeof typed === 'string' ? typed : ''
  const view = token ? await familyView(await getPayloadClient(), token) : null
  if (!view)
    return (
      <>
        <Hero title="For the family" subtitle="Gifts given in a loved one’s name" size="small" />
        <p role="alert" className="mx-auto max-w-2xl px-4 py-12 text-lg">
          {FAMILY_MESSAGES.link}
        </p>
      </>
    )
  return (
    <>
      <Hero title={view.name} subtitle="For the family" size="small" />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-2">
        <section aria-labelledby="family-gifts-title">
          <h2 id="family-gifts-title" className="text-2xl font-bold">
            Every gift in {view.name}’s name
          </h2>
          <p className="mt-2 text-slate-700">
            {view.gifts.length} {view.gifts.length === 1 ? 'gift' : 'gifts'}. Amounts and mailing addresses show where the donor allowed it.{' '}
            <SiteLink href={`/tributes/${view.slug}`} className="underline">
              The public page
            </SiteLink>
          </p>
          <ul className="mt-4 divide-y divide-slate-200 rounded-lg bg-white shadow-sm">
            {view.gifts.map((gift, index) => (
              <li key={index} className="px-4 py-3">
                <span className="font-semibold text-navy-900">{gift.giver}</span>
                <span className="block text-slate-700">
                  {gift.amount && `${gift.amount} · `}
                  <time dateTime={gift.at}>{formatLongDate(gift.at)}</time>
                </span>
                {gift.address && (
                  <p className="mt-1 text-slate-800">
                    <span className="font-semibold">Address for a thank-you note:</span> <span className="whitespace-pre-line">{gift.address}</span>
                  </p>
                )}
                {gift.message && <p className="mt-1 whitespace-pre-line border-l-4 border-gold-300 pl-3 text-slate-800">{gift.message}</p>}
              </li>
            ))}
          </ul>
        </section>
        <FamilyChoices token={token} digest={view.digest} honoree={view.name} />
      </div>
    </>
  )
}
