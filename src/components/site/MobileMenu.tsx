import { SiteLink } from '@/components/site/SiteLink'

import { MenuDialog } from './MenuDialog.client'

type Props = { links: readonly { href: string; label: string }[] }

const icon = (path: string) => (
  <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d={path} />
  </svg>
)

/**
 * The phone menu: a full-screen modal <dialog> that slides in. Its markup is rendered here, on the
 * server; only opening it and keeping focus inside is script (MenuDialog). The close button is
 * the browser's own (`form method="dialog"`), as is Escape; the page behind does not scroll while
 * it is open (globals.css).
 */
export function MobileMenu({ links }: Props) {
  return (
    <div className="lg:hidden">
      <MenuDialog openIcon={icon('M4 6h16M4 12h16M4 18h16')}>
        <form method="dialog" className="flex justify-end">
          <button type="submit" aria-label="Close menu" className="rounded p-2 hover:bg-navy-800">
            {icon('M6 6l12 12M18 6L6 18')}
          </button>
        </form>
        <nav aria-label="Mobile">
          <ul className="mt-6 space-y-2 text-xl">
            {links.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} className="block rounded px-3 py-3 hover:bg-navy-800">
                  {item.label}
                </SiteLink>
              </li>
            ))}
            <li className="pt-4">
              <SiteLink href="/donate" className="block rounded-full bg-gold-400 px-5 py-3 text-center font-semibold text-navy-950">
                Donate
              </SiteLink>
            </li>
          </ul>
        </nav>
      </MenuDialog>
    </div>
  )
}
