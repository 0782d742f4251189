/** Event times are shown in the foundation's time zone, the same on the server and in browsers. */
export const DEFAULT_TIME_ZONE = 'America/New_York'

export const siteTimeZone = (): string => process.env.SITE_TIME_ZONE || DEFAULT_TIME_ZONE

const format = (iso: string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(new Date(iso))

/** 'MMM dd, yyyy', e.g. "Sep 05, 2031" (the events page). */
export const formatShortDate = (iso: string, timeZone = siteTimeZone()) =>
  format(iso, timeZone, { month: 'short', day: '2-digit', year: 'numeric' })

/** Long date, e.g. "Friday, September 5, 2031" (home page cards). */
export const formatLongDate = (iso: string, timeZone = siteTimeZone()) =>
  format(iso, timeZone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })

/** Date and time with the zone, e.g. "Friday, September 5, 2031 at 6:30 PM EDT". */
export const formatDateTime = (iso: string, timeZone = siteTimeZone()) =>
  format(iso, timeZone, { dateStyle: 'full', timeStyle: 'short' }) +
  ` ${format(iso, timeZone, { timeZoneName: 'short' }).split(' ').pop()}`
