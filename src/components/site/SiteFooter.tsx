import { SiteLink } from '@/components/site/SiteLink'

import { FOOTER_LEGAL_LINKS, FOOTER_QUICK_LINKS } from '@/lib/navigation'
import type { SiteContent } from '@/payload-types'

/** `mailingAddress`: the foundation's one address (the Organization global's, src/server/services/foundation.ts). */
export function SiteFooter({ content, mailingAddress }: { content: SiteContent; mailingAddress: string }) {
  const { contact, social } = content
  const year = new Date().getFullYear()
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl text-gold-300">{content.foundation_name}</p>
          <p className="mt-2 text-sm">{content.tagline}</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">Quick Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className="hover:text-gold-300">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            {contact?.phone && (
              <p>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="hover:text-gold-300">
                  {contact.phone}
                </a>
              </p>
            )}
            {contact?.email && (
              <p>
                <a href={`mailto:${contact.email}`} className="hover:text-gold-300">
                  {contact.email}
                </a>
              </p>
            )}
            {mailingAddress && <p className="whitespace-pre-line">{mailingAddress}</p>}
          </address>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">Follow Us</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {social?.facebook && (
              <li>
                <a href={social.facebook} target="_blank" rel="noopener noreferrer" className="hover:text-gold-300">
                  Facebook
                </a>
              </li>
            )}
            {social?.instagram && (
              <li>
                <a href={social.instagram} target="_blank" rel="noopener noreferrer" className="hover:text-gold-300">
                  Instagram
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-navy-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs sm:flex-row sm:justify-between">
          <p>
            © {year} {content.foundation_name}. All rights reserved. · 501(c)(3) Application Pending
          </p>
          <ul className="flex gap-4">
            {FOOTER_LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className="hover:text-gold-300">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
