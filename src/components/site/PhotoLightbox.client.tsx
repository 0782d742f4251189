'use client'

import Lightbox from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import 'yet-another-react-lightbox/plugins/captions.css'
import 'yet-another-react-lightbox/styles.css'

import type { PublicPhoto } from '@/contracts/gallery'

type Props = { photos: PublicPhoto[]; index: number; onClose: () => void }

/** Spec constants: fade 250 ms, swipe 500 ms, preload 2 slides, padding 16px, spacing 30%. */
export default function PhotoLightbox({ photos, index, onClose }: Props) {
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      plugins={[Captions]}
      slides={photos.map((p) => ({ src: p.url, alt: p.title, title: p.title, description: p.description ?? undefined }))}
      animation={{ fade: 250, swipe: 500 }}
      carousel={{ preload: 2, padding: '16px', spacing: '30%' }}
      controller={{ closeOnBackdropClick: true }}
    />
  )
}
