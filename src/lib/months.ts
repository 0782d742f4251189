/** Calendar months as the API names them ("2026-03"), in words. */

const names = new Map<string, Intl.DateTimeFormat>()
const formatter = (style: 'short' | 'long') => {
  let format = names.get(style)
  if (!format) names.set(style, (format = new Intl.DateTimeFormat('en-US', { month: style, timeZone: 'UTC', ...(style === 'long' && { year: 'numeric' }) })))
  return format
}

/** "2026-03" → "Mar" (short) or "March 2026" (long). */
export const monthName = (month: string, style: 'short' | 'long' = 'long'): string => formatter(style).format(new Date(`${month}-01T00:00:00Z`))

/** "December 2025 to November 2026" (or one month's name) for months oldest first. */
export function monthsSpan(months: readonly string[]): string {
  const first = months[0]
  const last = months.at(-1)
  if (!first || !last) return ''
  return first === last ? monthName(first) : `${monthName(first)} to ${monthName(last)}`
}
