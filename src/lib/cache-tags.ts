/** Cache tags of the public data layer, one place so hooks and queries agree. */
export const CACHE_TAGS = {
  events: 'events',
  event: (id: number | string) => `event:${id}`,
  gallery: 'gallery',
  sponsors: 'sponsors',
  siteContent: 'site-content',
} as const
