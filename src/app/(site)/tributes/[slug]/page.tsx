import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'

import { getPayloadClient } from '@/app/payload'
import { Hero } from '@/components/site/Hero'
import { SiteLink } from '@/components/site/SiteLink'
import { TributeGifts } from '@/components/site/tributes/TributeGifts'
import { primaryButton } from '@/components/ui/buttons'
import { TRIBUTE_KIND_LABELS } from '@/contracts/donate'
import { giveInNameOf, type PublicTribute } from '@/contracts/tributes'
import { getTribute } from '@/server/queries/tributes'

type Props = { params: Promise<{ slug: string }> }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The page, or null for anything the public may not see (hidden, unknown, malformed). */
const loadTribute = cache(async (slug: string): Promise<PublicTribute | null> => (SLUG.test(slug) && slug.length <= 100 ? getTribute(getPayloadClient, slug) : null))

/** None at build time: each page is rendered on its first visit, then cached until a gift or a change. */
export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tribute = await loadTribute((await params).slug)
  if (!tribute) return { title: 'Tribute not found' }
  const title = `${TRIBUTE_KIND_LABELS[tribute.kind]} ${tribute.name}`
  return { title, description: `Gifts to the foundation ${title.toLowerCase().replace(tribute.name.toLowerCase(), tribute.name)}.`, alternates: { canonical: `/tributes/${tribute.slug}` } }
}

/** "1962 – 2001", "Born 1962", or nothing. */
function lifeDates(tribute: PublicTribute): string | null {
  const year = (day: string | null) => day?.slice(0, 4) ?? null
  const [born, died] = [year(tribute.born_on), year(tribute.died_on)]
  if (born && died) return `${born} – ${died}`
  return born ? `Born ${born}` : died ? `Died ${died}` : null
}

export default async function TributePage({ params }: Props) {
  const { slug } = await params
  const tribute = await loadTribute(slug)
  if (!tribute) notFound()
  // A page merged into another: its address leads there.
  if (tribute.slug !== slug) permanentRedirect(`/tributes/${tribute.slug}`)
  const dates = lifeDates(tribute)
  return (
    <>
      <Hero title={tribute.name} subtitle={dates ? `${TRIBUTE_KIND_LABELS[tribute.kind]} · ${dates}` : TRIBUTE_KIND_LABELS[tribute.kind]} size="small" />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-3">
        <div className="space-y-6 lg:order-2">
          {tribute.photo && (
            // eslint-disable-next-line @next/next/no-img-element -- a stored photo the family chose, at its card size
            <img src={tribute.photo} alt={`Photo of ${tribute.name}`} className="w-full rounded-lg object-cover shadow-sm" />
          )}
          <section aria-labelledby="give-title" className="rounded-lg bg-white p-6 shadow-sm">
            <h2 id="give-title" className="text-lg font-bold">
              Give in their name
            </h2>
            <p className="mt-2 text-slate-700">Your gift joins this page; the family can be told of it.</p>
            <SiteLink href={`/donate?tribute=${encodeURIComponent(tribute.slug)}`} className={`${primaryButton} mt-4 w-full text-lg`}>
              {giveInNameOf(tribute.name, tribute.kind)}
            </SiteLink>
          </section>
        </div>
        <div className="lg:order-1 lg:col-span-2">
          {tribute.family_word && (
            <section aria-labelledby="family-title" className="mb-10">
              <h2 id="family-title" className="text-2xl font-bold">
                From the family
              </h2>
              <p className="mt-4 whitespace-pre-line text-lg leading-relaxed text-slate-700">{tribute.family_word}</p>
            </section>
          )}
          <TributeGifts tribute={tribute} />
          <p className="mt-10">
            <SiteLink href="/tributes" className="font-semibold text-navy-800 underline-offset-4 hover:underline">
              ← Find another tribute page
            </SiteLink>
          </p>
        </div>
      </div>
    </>
  )
}
