import { describe, expect, it } from 'vitest'

import type { GivingMonth } from '@/contracts/givingByMonth'
import { GIVING_WAYS, givingChartSvg } from '@/server/services/donations/givingChart'
import { lastMonths } from '@/server/services/donations/givingByMonth'

/** WCAG's contrast ratio of two "#rrggbb" colors. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

const month = (m: string, figures: Partial<GivingMonth> = {}): GivingMonth => ({
  month: m,
  card_cents: 0,
  monthly_cents: 0,
  check_cents: 0,
  kept_cents: 0,
  tickets_cents: 0,
  new_donors: 0,
  returning_donors: 0,
  lapsed_donors: 0,
  ...figures,
})

describe('the giving chart', () => {
  it('every way’s color is at least 3:1 against the white page (WCAG 1.4.11), its text at least 4.5:1, and no two ways share a pattern', () => {
    for (const way of GIVING_WAYS) expect(contrast(way.fill, '#ffffff'), way.label).toBeGreaterThanOrEqual(3)
    const svg = givingChartSvg([month('2026-01', { card_cents: 5_000, monthly_cents: 2_000, check_cents: 25_000, kept_cents: 32_000 })])
    for (const fill of new Set([...svg.matchAll(/<text [^>]*fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]!))) expect(contrast(fill, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(new Set(GIVING_WAYS.map((way) => way.pattern)).size).toBe(GIVING_WAYS.length)
    // Each way drawn is filled with its own pattern, named in the legend.
    expect(svg).toContain('fill="url(#way-stripes)"')
    expect(svg).toContain('fill="url(#way-dots)"')
    for (const way of GIVING_WAYS) expect(svg).toContain(`>${way.label}</text>`)
  })

  it('a stack is as tall as its month’s money on the scale, and a month without gifts draws no bar', () => {
    const svg = givingChartSvg([month('2025-12'), month('2026-01', { card_cents: 30_000, check_cents: 10_000, kept_cents: 40_000 })])
    const heights = [...svg.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="[\d.]+" height="([\d.]+)" fill="[^"]+" stroke="#ffffff"/g)].map((m) => Number(m[1]))
    // $400 is the top of the scale: the card part is three quarters of the plot's 202 units, the check part one quarter.
    expect(heights).toEqual([151.5, 50.5])
    expect(svg).toMatch(/>\$400<\/text>/)
    expect(svg).toContain('<title id="chart-title">Money kept by month, December 2025 to January 2026: card one-time, monthly and check gifts stacked</title>')
  })
})

describe('the last months', () => {
  it('are counted from the month it is in the foundation’s zone, across the turn of the year', () => {
    // 03:30 UTC on January 1 is still December 31 in New York.
    expect(lastMonths(3, new Date('2027-01-01T03:30:00Z'), 'America/New_York')).toEqual(['2026-10', '2026-11', '2026-12'])
    expect(lastMonths(3, new Date('2027-01-01T03:30:00Z'), 'UTC')).toEqual(['2026-11', '2026-12', '2027-01'])
    expect(lastMonths(14, new Date('2026-03-31T12:00:00Z'), 'America/New_York')).toHaveLength(14)
    expect(lastMonths(14, new Date('2026-03-31T12:00:00Z'), 'America/New_York').slice(0, 2)).toEqual(['2025-02', '2025-03'])
  })
})
