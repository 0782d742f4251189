import * as z from 'zod/mini'

/** Someone who RSVPed for an event, as staff see them. */
export const attendeeSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
})
export type Attendee = z.infer<typeof attendeeSchema>

export const ATTENDEE_CSV_COLUMNS = ['Name', 'Email', 'RSVP date'] as const
