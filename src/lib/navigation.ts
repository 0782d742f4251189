/** The header's links, in the spec's order (the Donate button stands apart). */
export const MAIN_NAV = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/events', label: 'Events' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/sponsors', label: 'Sponsors' },
  { href: '/volunteer', label: 'Volunteer' },
  { href: '/contact', label: 'Contact' },
] as const

export const FOOTER_QUICK_LINKS = [
  { href: '/about', label: 'About Us' },
  { href: '/events', label: 'Events' },
  { href: '/donate', label: 'Donate' },
  { href: '/scholarships', label: 'Scholarships' },
  { href: '/tributes', label: 'Tributes' },
  { href: '/volunteer', label: 'Volunteer' },
  { href: '/contact', label: 'Contact' },
] as const

export const FOOTER_LEGAL_LINKS = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/donation-terms', label: 'Donation Terms' },
] as const
