import { link, type MailLine, type MailWords, paragraphs } from './mailWords'

// The mails of an RSVP: its confirmation, the day-before reminder and the day-after thank-you.

/** An event as its mails name it; `when` in words, the URLs whole. */
export type EventMailFacts = { title: string; when: string; location: string | null; detailsUrl: string }

export type RsvpConfirmationContent = { name: string; event: EventMailFacts & { summary: string | null }; foundation: string }

const greeting = (name: string) => `Dear ${name.replace(/\s+/g, ' ')},`
const whenAndWhere = (event: EventMailFacts): MailLine[] => [`When: ${event.when}`, ...(event.location ? [`Where: ${event.location}`] : [])]

export const rsvpConfirmation = ({ name, event, foundation }: RsvpConfirmationContent): MailWords =>
  paragraphs(
    [greeting(name)],
    [`Thank you for letting us know you are coming to ${event.title}.`],
    whenAndWhere(event),
    ...(event.summary ? [[event.summary]] : []),
    [['Details: ', link(event.detailsUrl)]],
    ['The attached invitation (event.ics) adds it to your calendar.'],
    ['With gratitude,', foundation],
  )

export type EventReminderContent = {
  kind: 'reminder' | 'thanks'
  name: string
  event: EventMailFacts & { calendarUrl: string }
  eventsUrl: string
  unsubscribeUrl: string
  foundation: string
}

export const eventReminder = ({ kind, name, event, eventsUrl, unsubscribeUrl, foundation }: EventReminderContent): MailWords => [
  ...paragraphs(
    [greeting(name)],
    ...(kind === 'reminder'
      ? [
          [`This is a reminder that ${event.title} is tomorrow. We look forward to seeing you.`],
          whenAndWhere(event),
          [
            ['Details: ', link(event.detailsUrl)],
            ['Add it to your calendar: ', link(event.calendarUrl)],
          ],
        ]
      : [[`Thank you for joining us at ${event.title}. Your presence honours her memory and means a great deal to us.`], [['Our next events: ', link(eventsUrl)]]]),
    ['With gratitude,', foundation],
  ),
  { lines: [['To stop event reminders and thank-you notes: ', link(unsubscribeUrl)]], look: 'small' },
]
