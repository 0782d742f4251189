/** The site's absolute address (links, sitemap, Stripe return URLs). */
export const siteUrl = (): string => (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')

/** Whether the site is served over HTTPS, so its cookies can be Secure. */
export const servedOverHttps = (): boolean => siteUrl().startsWith('https:')
