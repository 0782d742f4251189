import type { MetadataRoute } from 'next'

/** The web app manifest: the name and icons a phone shows when the site is added to its home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Loss to Light Memorial Foundation',
    short_name: 'Loss to Light',
    start_url: '/',
    display: 'browser',
    background_color: '#0b1f3a',
    theme_color: '#0b1f3a',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  }
}
