'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import type { GalleryItem } from '@/contracts/gallery'

// The lightbox's code loads only when someone opens a photo.
const PhotoLightbox = dynamic(() => import('./PhotoLightbox.client'), { ssr: false })

export function GalleryGrid({ photos }: { photos: GalleryItem[] }) {
  const [index, setIndex] = useState(-1)
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button type="button" onClick={() => setIndex(i)} className="group relative block aspect-square w-full overflow-hidden rounded-lg bg-navy-900" aria-label={`Open photo: ${photo.title}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- already web-sized by sharp; named by the button */}
              <img
                src={photo.thumbnail_url}
                alt=""
                width={480}
                height={480}
                loading={i < 4 ? 'eager' : 'lazy'}
                className="h-full w-full object-cover transition group-hover:scale-105 group-focus-visible:scale-105"
              />
              <span className="absolute inset-x-0 bottom-0 translate-y-full bg-navy-950/85 p-3 text-left text-white transition group-hover:translate-y-0 group-focus-visible:translate-y-0">
                <span className="block font-semibold">{photo.title}</span>
                {photo.description && <span className="mt-1 block text-sm text-slate-200">{photo.description}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {index >= 0 && <PhotoLightbox photos={photos} index={index} onClose={() => setIndex(-1)} />}
    </>
  )
}
