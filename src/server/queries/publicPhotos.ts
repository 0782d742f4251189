import type { GalleryItem, PublicPhoto } from '@/contracts/gallery'

/** The contract's `GET /api/gallery` item: the thumbnail stays with the site's own pages. */
export const toPublicPhotos = (photos: GalleryItem[]): PublicPhoto[] => photos.map(({ id, url, title, description }) => ({ id, url, title, description }))
