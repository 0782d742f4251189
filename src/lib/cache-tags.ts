/** Cache tags of the public data layer, one place so hooks and queries agree. */
export const CACHE_TAGS = {
  events: 'events',
  event: (id: number | string) => `event:${id}`,
  gallery: 'gallery',
  sponsors: 'sponsors',
  siteContent: 'site-content',
  /** The Organization global (giving settings): the foundation's legal name and mailing address on the public pages. */
  organization: 'organization',
  /** Every campaign list and total (the home page's campaign, /campaigns, GET /api/campaigns). */
  campaigns: 'campaigns',
  /** One campaign's page, its fundraisers' pages and its GET, by the campaign's id. */
  campaign: (id: number | string) => `campaign:${id}`,
  /** The remembrance wall's pages and the home page's section (published remembrances). */
  remembrances: 'remembrances',
  /** Published scholarship rounds: /scholarships, each round's page, GET /api/scholarships(/{slug}). */
  scholarships: 'scholarships',
  /** Tribute pages (/tributes/{slug}, GET /api/tributes/{slug}): a page's change and each gift in its name. */
  tributes: 'tributes',
} as const

type ListTag = Extract<(typeof CACHE_TAGS)[keyof typeof CACHE_TAGS], string>

/**
 * Every tag above that is not one thing's own (`event:<id>`, `campaign:<id>`): each public read
 * carries one of these (tests/unit/cache-tags.test.ts), so expiring them all expires every public
 * page and GET (the staff's "purge public cache", src/lib/revalidate.ts).
 */
export const PUBLIC_LIST_TAGS: ListTag[] = Object.values(CACHE_TAGS).filter((tag): tag is ListTag => typeof tag === 'string')
