import 'server-only'

import type { Payload } from 'payload'

import { SITE_CONTENT_DEFAULTS } from '@/globals/SiteContent/defaults'

import { readOrganization } from './letters/organization'

/**
 * Who the foundation is, read once from the two globals, each field from one owner:
 * - `name` (SiteContent.foundation_name, content editors): what the site and every mail call it:
 *   the header, the footer, each mail's layout and sign-off, the tribute card, the calendar.
 * - `legalName`, `mailingAddress`, `signer` (Organization, admins): what the giving letters state,
 *   to whom checks are payable, and the one mailing address (letters, the contact page, the
 *   footer, the mail-in instructions). SiteContent's older `contact.address` is no longer read.
 */
export type Foundation = {
  name: string
  legalName: string
  mailingAddress: string
  signer: { name: string; title: string | null }
}

/** The identity as it is now (mails and letters: sent outside Next's request cache). */
export async function readFoundation(payload: Payload): Promise<Foundation> {
  const [content, organization] = await Promise.all([payload.findGlobal({ slug: 'site-content', depth: 0 }), readOrganization(payload)])
  return {
    // One line: it goes into mails' subjects and headings (the field takes whatever /cms is sent).
    name: content.foundation_name?.replace(/\s+/g, ' ').trim() || SITE_CONTENT_DEFAULTS.foundation_name,
    legalName: organization.legal_name,
    mailingAddress: organization.mailing_address,
    signer: { name: organization.signer_name, title: organization.signer_title },
  }
}
