import 'server-only'

import type { Payload } from 'payload'

import { SPONSOR_LOGO_LINK_DEAD } from '@/contracts/sponsors'
import { relationId } from '@/lib/relations'

import { notFound } from '../../domain/errors'
import { subjectId } from '../../domain/oneTimeToken'
import type { UploadedFile } from '../../domain/upload'
import { redeemLink } from '../links/oneTimeLinks'
import { storeUploadedImage } from '../media/uploadedImages'

export const LOGO_RECEIVED = 'Thank you: your logo is with us. It will appear on our Sponsors page once we have looked at it.'

/** The paid sponsorship a logo link opens, or 404. */
export async function sponsorshipOfLogoLink(payload: Payload, token: string) {
  const link = await redeemLink(payload, 'sponsor-logo', token, { consume: false })
  const id = Number(link ? subjectId('sponsorship', link.subject) : NaN)
  const sponsorship = Number.isInteger(id) ? await payload.findByID({ collection: 'sponsorships', id, depth: 1, overrideAccess: true, disableErrors: true }) : null
  if (!sponsorship || sponsorship.status !== 'paid') throw notFound(SPONSOR_LOGO_LINK_DEAD)
  return sponsorship
}

/**
 * A sponsor's logo, by the link in their receipt: stored through the one image path (PNG, JPEG or WebP
 * checked by content, decoded within budget, re-encoded), pending until content staff approve the sponsor;
 * a new one replaces the one waiting. An approved sponsor's new logo waits for approval again.
 */
export async function uploadSponsorLogo(payload: Payload, token: string, file: UploadedFile): Promise<{ message: string }> {
  const sponsorship = await sponsorshipOfLogoLink(payload, token)
  const image = await storeUploadedImage(payload, file, {
    collection: 'campaign-images',
    data: { alt: `Logo of ${sponsorship.company}`, status: 'pending' },
    field: 'logo',
    prefix: 'sponsor',
    logo: true,
  })
  const before = relationId(sponsorship.logo)
  await payload.update({ collection: 'sponsorships', id: sponsorship.id, overrideAccess: true, data: { logo: image.id, approved: false } })
  if (before) await payload.delete({ collection: 'campaign-images', id: before, overrideAccess: true }).catch(() => undefined)
  return { message: LOGO_RECEIVED }
}
