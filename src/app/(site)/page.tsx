import Link from 'next/link'

import { getSiteContent } from '@/server/queries/siteContent'

export default async function HomePage() {
  const content = await getSiteContent()
  return (
    <section className="bg-gradient-to-b from-navy-900 to-navy-700 px-4 py-24 text-center text-white">
      <h1 className="font-serif text-4xl font-bold text-white sm:text-5xl">{content.foundation_name}</h1>
      <p className="mt-4 text-xl text-gold-300">{content.tagline}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link href="/donate" className="rounded-full bg-gold-400 px-6 py-3 font-semibold text-navy-950 hover:bg-gold-300">
          Donate Now
        </Link>
        <Link href="/events" className="rounded-full border border-white px-6 py-3 font-semibold hover:bg-white/10">
          See Upcoming Events
        </Link>
      </div>
    </section>
  )
}
