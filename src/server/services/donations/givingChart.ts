import 'server-only'

import type { GivingMonth } from '@/contracts/givingByMonth'
import { monthName, monthsSpan } from '@/lib/months'

/**
 * The dashboard's chart, drawn here as an SVG file (no charting script reaches the browser): the
 * money kept each month, stacked by how it was given. Each way has a color at least 3:1 against the
 * white page and a pattern of its own (solid, stripes, dots), named in the legend, so the stacks
 * are told apart without color; the staff page gives the same figures as a table.
 */

export const GIVING_WAYS = [
  { key: 'card_cents', label: 'Card, one-time', fill: '#14305a', pattern: 'solid' },
  { key: 'monthly_cents', label: 'Monthly', fill: '#7d620f', pattern: 'stripes' },
  { key: 'check_cents', label: 'Check', fill: '#0f766e', pattern: 'dots' },
] as const satisfies readonly { key: keyof GivingMonth; label: string; fill: string; pattern: string }[]

const WIDTH = 480
const HEIGHT = 300
const PLOT = { left: 56, right: WIDTH - 8, top: 44, bottom: 246 }
const TEXT = '#334155'
const GRID = '#cbd5e1'

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** "$400", "$1.5K", "$2M": written out, since Node's ICU versions disagree on compact notation ("$400.0" on Node 20). */
function compactDollars(dollars: number): string {
  const [value, unit] = dollars >= 1_000_000 ? [dollars / 1_000_000, 'M'] : dollars >= 1000 ? [dollars / 1000, 'K'] : [dollars, '']
  return `$${Math.round(value * 10) / 10}${unit}`
}
/** A round top for the scale, in cents, at least $100, whose quarters are round too ($150, $300…). */
function scaleTop(cents: number): number {
  const floor = 10_000
  if (cents <= floor) return floor
  const power = 10 ** Math.floor(Math.log10(cents))
  return [1, 2, 4, 6, 8, 10].map((step) => step * power).find((top) => top >= cents) ?? 10 * power
}

const patterns = `<defs>
  <pattern id="way-stripes" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="${GIVING_WAYS[1].fill}"/><rect width="2" height="6" fill="#ffffff"/></pattern>
  <pattern id="way-dots" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${GIVING_WAYS[2].fill}"/><circle cx="3" cy="3" r="1.3" fill="#ffffff"/></pattern>
</defs>`

const fillOf = (way: (typeof GIVING_WAYS)[number]) => (way.pattern === 'solid' ? way.fill : `url(#way-${way.pattern})`)

function legend(): string {
  let next = PLOT.left
  return GIVING_WAYS.map((way) => {
    const x = next
    // About 8 units a character at 14: each entry ends where its label does, then a gap.
    next += 22 + way.label.length * 8 + 18
    return `<rect x="${x}" y="10" width="16" height="16" fill="${fillOf(way)}" stroke="${way.fill}"/><text x="${x + 22}" y="24" font-size="14" fill="${TEXT}">${escapeXml(way.label)}</text>`
  }).join('')
}

function axis(top: number): string {
  return [0, 0.25, 0.5, 0.75, 1]
    .map((share) => {
      const y = PLOT.bottom - share * (PLOT.bottom - PLOT.top)
      return `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${y}" y2="${y}" stroke="${GRID}"/><text x="${PLOT.left - 6}" y="${y + 4}" font-size="14" text-anchor="end" fill="${TEXT}">${escapeXml(compactDollars((top * share) / 100))}</text>`
    })
    .join('')
}

function bars(months: GivingMonth[], top: number): string {
  const slot = (PLOT.right - PLOT.left) / months.length
  const width = Math.max(2, slot * 0.64)
  const labelEvery = Math.ceil(months.length / 12)
  return months
    .map((month, i) => {
      const x = PLOT.left + i * slot + (slot - width) / 2
      let y = PLOT.bottom
      const stack = GIVING_WAYS.map((way) => {
        const height = (month[way.key] / top) * (PLOT.bottom - PLOT.top)
        if (height <= 0) return ''
        y -= height
        // A white edge between stacks, so that two ways never read as one block.
        return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" fill="${fillOf(way)}" stroke="#ffffff" stroke-width="1"/>`
      }).join('')
      const centre = (PLOT.left + i * slot + slot / 2).toFixed(1)
      // The year under each January, and under the first month unless a January follows it at once.
      const showYear = month.month.endsWith('-01') || (i === 0 && !month.month.endsWith('-12'))
      const label =
        i % labelEvery === 0 || showYear
          ? `<text x="${centre}" y="${PLOT.bottom + 18}" font-size="14" text-anchor="middle" fill="${TEXT}">${escapeXml(monthName(month.month, 'short'))}</text>` +
            (showYear ? `<text x="${centre}" y="${PLOT.bottom + 36}" font-size="14" text-anchor="middle" fill="${TEXT}">${month.month.slice(0, 4)}</text>` : '')
          : ''
      return stack + label
    })
    .join('')
}

/** The chart of `months` (oldest first) as an SVG document. */
export function givingChartSvg(months: GivingMonth[]): string {
  const top = scaleTop(Math.max(0, ...months.map((m) => m.kept_cents)))
  const title = `Money kept by month, ${monthsSpan(months.map((m) => m.month))}: card one-time, monthly and check gifts stacked`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="chart-title" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif">
<title id="chart-title">${escapeXml(title)}</title>
${patterns}
<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>
${legend()}
${axis(top)}
${bars(months, top)}
<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${PLOT.bottom}" y2="${PLOT.bottom}" stroke="${TEXT}"/>
</svg>
`
}
