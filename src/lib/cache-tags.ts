/** Cache tags of the public data layer, one place so hooks and queries agree. */
export const CACHE_TAGS = {
  events: 'events',
  event: (id: number | string) => `event:${id}`,
  gallery: 'gallery',
  sponsors: 'sponsors',
  siteContent: 'site-content',
  /** Every campaign list and total (the home page's campaign, /campaigns, GET /api/campaigns). */
  campaigns: 'campaigns',
  /** One campaign's page, its fundraisers' pages and its GET, by the campaign's id. */
  campaign: (id: number | string) => `campaign:${id}`,
  /** The remembrance wall's pages and the home page's section (published remembrances). */
  remembrances: 'remembrances',
  /** Published scholarship rounds: /scholarships, each round's page, GET /api/scholarships(/{slug}). */
  scholarships: 'scholarships',
} as const
