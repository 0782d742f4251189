import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import { CREAM, GOLD, NAVY, sans, serif, SLATE } from './mailStyle'

/** What a tribute card says; every text is the donor's or the site's own, shown as text (React escapes it). */
export type TributeCardContent = {
  foundation: string
  siteUrl: string
  /** "Dear Ann," */
  greeting: string
  /** "In memory of" / "In honor of" */
  kindLabel: string
  honoree: string
  /** "Ben Smith has made a gift to Loss to Light Memorial Foundation in memory of Clara Jones." */
  lead: string
  /** "Ben Smith wrote:" with the donor's message, or nothing. */
  messageFrom: string | null
  message: string | null
  /** The family's link: every gift in the name, a digest instead of a card per gift, a thank-you to all. */
  familyUrl: string | null
}

export const FAMILY_LINK_WORDS = 'See every gift in their name, choose one mail a day or a week instead of a card per gift, or thank everyone who gave:'

/** The card: an HTML mail in the site's colours (its plain-text part is written beside it, in tributeCards.ts). */
export function TributeCard({ foundation, siteUrl, greeting, kindLabel, honoree, lead, messageFrom, message, familyUrl }: TributeCardContent) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{lead}</Preview>
      <Body style={{ backgroundColor: CREAM, margin: 0, padding: '24px 0', fontFamily: sans, color: SLATE }}>
        <Container style={{ maxWidth: 560, margin: '0 auto', backgroundColor: '#ffffff', borderTop: `6px solid ${GOLD}`, borderRadius: 8 }}>
          <Section style={{ backgroundColor: NAVY, padding: '28px 32px', textAlign: 'center' }}>
            <Text style={{ color: GOLD, fontSize: 13, letterSpacing: 2, textTransform: 'uppercase', margin: 0 }}>{kindLabel}</Text>
            <Heading as="h1" style={{ color: '#ffffff', fontFamily: serif, fontSize: 28, fontWeight: 'normal', margin: '8px 0 0' }}>
              {honoree}
            </Heading>
          </Section>
          <Section style={{ padding: '28px 32px 8px' }}>
            <Text style={{ fontSize: 16, lineHeight: '24px', margin: '0 0 16px' }}>{greeting}</Text>
            <Text style={{ fontSize: 16, lineHeight: '24px', margin: '0 0 16px' }}>{lead}</Text>
            {message && (
              <>
                <Text style={{ fontSize: 14, color: NAVY, fontWeight: 'bold', margin: '0 0 6px' }}>{messageFrom}</Text>
                <Text
                  style={{
                    fontFamily: serif,
                    fontSize: 17,
                    lineHeight: '26px',
                    whiteSpace: 'pre-line',
                    borderLeft: `3px solid ${GOLD}`,
                    padding: '4px 0 4px 16px',
                    margin: '0 0 16px',
                    color: NAVY,
                  }}
                >
                  {message}
                </Text>
              </>
            )}
            {familyUrl && (
              <Text style={{ fontSize: 14, lineHeight: '22px', margin: '0 0 16px' }}>
                {FAMILY_LINK_WORDS}{' '}
                <Link href={familyUrl} style={{ color: NAVY, textDecoration: 'underline' }}>
                  your family page
                </Link>
              </Text>
            )}
          </Section>
          <Hr style={{ borderColor: '#e2e8f0', margin: '8px 32px' }} />
          <Section style={{ padding: '8px 32px 28px' }}>
            <Text style={{ fontSize: 14, lineHeight: '22px', margin: 0 }}>
              With gratitude,
              <br />
              {foundation}
            </Text>
            <Link href={siteUrl} style={{ color: NAVY, fontSize: 14, textDecoration: 'underline' }}>
              {siteUrl.replace(/^https?:\/\//, '')}
            </Link>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
