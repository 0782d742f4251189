import * as z from 'zod/mini'

/** A date as a contract holds it (ISO text) or as Payload may hold it (a Date); empty when left out. */
export type Instant = string | Date | null | undefined

/**
 * Two date fields of a record, the end after the start: an event's start and end, a campaign's,
 * a round's opening and closing. One declaration serves the staff API and the staff forms (as a
 * zod check, `dateRange`) and /cms (as the end field's validation, src/collections/dateRange.ts).
 */
export interface DateRange<Start extends string = string, End extends string = string> {
  start: Start
  end: End
  /** Whether the end may be the very instant of the start (an event's may; a campaign's may not). */
  equalAllowed: boolean
  /** Said on the end field when it comes too early. */
  message: string
}

const time = (value: string | Date): number => (value instanceof Date ? value.getTime() : Date.parse(value))

/**
 * Whether `end` comes late enough after `start`. A side left out is not judged here (its own field
 * says whether it is required); a date that cannot be read is out of order.
 */
export function inOrder(start: Instant, end: Instant, equalAllowed: boolean): boolean {
  if (!start || !end) return true
  const gap = time(end) - time(start)
  return equalAllowed ? gap >= 0 : gap > 0
}

/** The range as a check on the whole record, reported on the end field with the range's message. */
export const dateRange = <Start extends string, End extends string>(range: DateRange<Start, End>) =>
  z.refine<{ [K in Start | End]?: Instant }>((record) => inOrder(record[range.start], record[range.end], range.equalAllowed), {
    message: range.message,
    path: [range.end],
  })
