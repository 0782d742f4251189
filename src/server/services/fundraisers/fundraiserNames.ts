// What a fundraiser's page and mails make of people's names, as rules without the database.

/** A slug from a name: lower-case ASCII words joined by hyphens, or `supporter`. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || 'supporter'
}

/** A donor's first name as a supporter may see it, or "Someone" when they asked not to be named. */
export function donorFirstName(donation: { donor_name?: string | null; is_anonymous?: boolean | null }): string {
  if (donation.is_anonymous) return 'Someone'
  const first = donation.donor_name?.trim().split(/\s+/)[0]
  return first || 'Someone'
}
