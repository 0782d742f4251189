import { SiteLink } from '@/components/site/SiteLink'

import { MAIN_NAV } from '@/lib/navigation'

import { MobileMenu } from './MobileMenu'

export function SiteHeader({ acronym, name }: { acronym: string; name: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-navy-800 bg-navy-900 text-white">
      <div className="mx-auto flex h-header max-w-6xl items-center justify-between gap-4 px-4">
        <SiteLink href="/" className="font-serif text-2xl font-bold tracking-wide text-gold-300">
          <abbr title={name} className="no-underline">
            {acronym}
          </abbr>
        </SiteLink>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} className="rounded px-3 py-2 text-sm hover:bg-navy-800">
                  {item.label}
                </SiteLink>
              </li>
            ))}
            <li>
              <SiteLink href="/donate" className="ml-2 rounded-full bg-gold-400 px-5 py-2 text-sm font-semibold text-navy-950 hover:bg-gold-300">
                Donate
              </SiteLink>
            </li>
          </ul>
        </nav>
        <MobileMenu links={MAIN_NAV} />
      </div>
    </header>
  )
}
