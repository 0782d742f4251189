/** "$250" for whole dollars, "$25.50" otherwise. */
export function formatDollars(cents: number): string {
  const whole = cents % 100 === 0
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100)
}

/** "$250.00": letters and receipts show cents, always. */
export const formatDollarsAndCents = (cents: number): string => formatDollars(cents).replace(/^(\$[\d,]+)$/, '$1.00')
