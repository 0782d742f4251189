import type { Metadata } from 'next'
import { getPayloadClient } from '@/app/payload'
import { SiteLink } from '@/components/site/SiteLink'

import { GalleryGrid } from '@/components/site/GalleryGrid.client'
import { Hero } from '@/components/site/Hero'
import { Section } from '@/components/site/Section'
import { navyButton } from '@/components/ui/buttons'
import { orEmptyList } from '@/server/queries/cachedRead'
import { getGalleryPhotos } from '@/server/queries/public'

export const metadata: Metadata = {
  title: 'Gallery',
  description: 'Moments of remembrance, community and hope, shared by families and friends.',
}

export default async function GalleryPage() {
  const photos = await orEmptyList(getGalleryPhotos(getPayloadClient, 200), 'the gallery')
  return (
    <>
      <Hero title="Gallery" subtitle="Moments of remembrance, community and hope" size="small" />
      <Section>
        <p className="mb-8 text-center">
          <SiteLink href="/gallery/submit" className={navyButton}>
            Submit a Photo
          </SiteLink>
        </p>
        {photos.length === 0 ? <p className="text-center text-lg text-slate-700">No photos in the gallery yet.</p> : <GalleryGrid photos={photos} />}
      </Section>
    </>
  )
}
