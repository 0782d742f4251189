/** Event times are shown in the foundation's time zone, the same on the server and in browsers. */
export const DEFAULT_TIME_ZONE = 'America/New_York'

export const siteTimeZone = (): string => process.env.SITE_TIME_ZONE || DEFAULT_TIME_ZONE

/** An instant as UTC ISO text ("2031-09-11T22:30:00.000Z"), as every API answer gives it; none stays null. */
export const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null)

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * One Intl.DateTimeFormat per locale, zone and options, made once: building one costs about a
 * tenth of a millisecond, using it a hundredth of that (a candle's cookie needs six).
 */
function formatterOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)))
  return formatter
}

const format = (iso: string, timeZone: string, options: Intl.DateTimeFormatOptions) => formatterOf('en-US', { timeZone, ...options }).format(new Date(iso))

/** 'MMM dd, yyyy', e.g. "Sep 05, 2031" (the events page). */
export const formatShortDate = (iso: string, timeZone = siteTimeZone()) => format(iso, timeZone, { month: 'short', day: '2-digit', year: 'numeric' })

/** Long date, e.g. "Friday, September 5, 2031" (home page cards). */
export const formatLongDate = (iso: string, timeZone = siteTimeZone()) => format(iso, timeZone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })

/** Date and time with the zone, e.g. "Friday, September 5, 2031 at 6:30 PM EDT". */
export const formatDateTime = (iso: string, timeZone = siteTimeZone()) =>
  format(iso, timeZone, { dateStyle: 'full', timeStyle: 'short' }) + ` ${format(iso, timeZone, { timeZoneName: 'short' }).split(' ').pop()}`

/** Minutes that `timeZone` is ahead of UTC at the instant `date`. */
function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second))
  return Math.round((asUtc - date.getTime()) / 60_000)
}

/**
 * "2031-09-11T18:30" (a datetime-local value in the foundation's zone) → ISO instant. A time the
 * clocks skip in spring (2:30) is read as the hour after (3:30 summer time), as browsers do; a
 * time that repeats in autumn (1:30) as its first occurrence.
 */
export function zonedLocalToIso(local: string, timeZone = DEFAULT_TIME_ZONE): string {
  const naive = new Date(`${local}:00Z`)
  const first = naive.getTime() - zoneOffsetMinutes(naive, timeZone) * 60_000
  const second = naive.getTime() - zoneOffsetMinutes(new Date(first), timeZone) * 60_000
  const exists = isoToZonedLocal(new Date(second).toISOString(), timeZone) === local.slice(0, 16)
  return new Date(exists ? second : first).toISOString()
}

/** ISO instant → "2031-09-11T18:30" in the foundation's zone, for a datetime-local input. */
export function isoToZonedLocal(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  const date = new Date(iso)
  const shifted = new Date(date.getTime() + zoneOffsetMinutes(date, timeZone) * 60_000)
  return shifted.toISOString().slice(0, 16)
}

/** Date and time in a table cell, e.g. "Sep 5, 2031, 6:30 PM" (the foundation's zone). */
export const formatCompactDateTime = (iso: string, timeZone = siteTimeZone()) => format(iso, timeZone, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })

/** The calendar day ("2031-09-11") at the instant `date` in the foundation's zone. */
export const zonedDay = (date = new Date(), timeZone = siteTimeZone()): string => formatterOf('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)

/**
 * The instant the next day begins in the foundation's zone: its midnight, or where the clocks
 * skip midnight (a few zones start summer time at 0:00) the first moment after.
 */
export function nextZonedMidnight(date = new Date(), timeZone = siteTimeZone()): Date {
  const [year, month, day] = zonedDay(date, timeZone).split('-').map(Number)
  const tomorrow = new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10)
  return new Date(zonedLocalToIso(`${tomorrow}T00:00`, timeZone))
}

/** Whether `date` falls on 11 September in the foundation's zone: the anniversary. */
export const isAnniversary = (date = new Date(), timeZone = siteTimeZone()): boolean => zonedDay(date, timeZone).slice(5) === '09-11'

/** A time of day, e.g. "7:02 PM" (the foundation's zone). */
export const formatTime = (iso: string, timeZone = siteTimeZone()) => format(iso, timeZone, { hour: 'numeric', minute: '2-digit' })
