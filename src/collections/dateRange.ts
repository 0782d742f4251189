import type { DateField, DateFieldValidation } from 'payload'
import { date } from 'payload/shared'

import { type DateRange, type Instant, inOrder } from '@/contracts/dateRange'

/**
 * The end field's validation from the contract's range: Payload's own date check (required, a
 * valid date), then the order against the start beside it, with the message the staff API gives.
 */
export const validateEnd =
  (range: DateRange): DateFieldValidation =>
  (value, options) => {
    const valid = date(value, options)
    if (valid !== true) return valid
    const start = (options.siblingData as Partial<Record<string, Instant>>)[range.start]
    return inOrder(start, value, range.equalAllowed) || range.message
  }

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * A record's two date fields (start required; end required or not), indexed and picked with their
 * time, the end judged by the contract's range: the collection's side of `dateRange`.
 */
export function dateRangeFields(range: DateRange, options: { endRequired: boolean; labels?: { start: string; end: string } }): [DateField, DateField] {
  const { endRequired, labels } = options
  return [
    { name: range.start, ...(labels && { label: labels.start }), type: 'date', required: true, index: true, admin: dayAndTime },
    { name: range.end, ...(labels && { label: labels.end }), type: 'date', required: endRequired, index: true, validate: validateEnd(range), admin: dayAndTime },
  ]
}
