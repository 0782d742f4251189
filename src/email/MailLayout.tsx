import { Body, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components'
import { Fragment } from 'react'

import { lineSegments, lineText, type MailParagraph, type MailWords } from './mailWords'
import { CREAM, GOLD, NAVY, sans, serif, SLATE } from './mailStyle'

// pre-wrap: a visitor's message keeps its own line breaks, an indented line its indent.
const paragraph = { fontSize: 16, lineHeight: '24px', margin: '0 0 16px', whiteSpace: 'pre-wrap' as const, overflowWrap: 'anywhere' as const }
const LOOKS = {
  plain: paragraph,
  quote: { ...paragraph, fontFamily: serif, color: NAVY, borderLeft: `3px solid ${GOLD}`, padding: '4px 0 4px 16px' },
  small: { ...paragraph, fontSize: 13, lineHeight: '20px', color: SLATE },
}

function Paragraph({ lines, look }: MailParagraph) {
  return (
    <Text style={LOOKS[look ?? 'plain']}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {lineSegments(line).map((part, j) =>
            typeof part === 'string' ? (
              <Fragment key={j}>{part}</Fragment>
            ) : (
              <Link key={j} href={part.href} style={{ color: NAVY, textDecoration: 'underline' }}>
                {part.text ?? part.href}
              </Link>
            ),
          )}
        </Fragment>
      ))}
    </Text>
  )
}

/**
 * The one layout of the foundation's mails (all but the tribute card and the giving letters, which
 * have their own): the foundation's name on navy, a gold rule, the mail's heading, then its words.
 * The name is the foundation's, read by the sender (src/server/services/foundation.ts).
 */
export function MailLayout({ heading, words, foundation }: { heading: string; words: MailWords; foundation: string }) {
  const first = words[0]?.lines.map(lineText).join(' ') ?? heading
  return (
    <Html lang="en">
      <Head />
      <Preview>{first}</Preview>
      <Body style={{ backgroundColor: CREAM, margin: 0, padding: '24px 0', fontFamily: sans, color: SLATE }}>
        <Container style={{ maxWidth: 600, margin: '0 auto', backgroundColor: '#ffffff', borderTop: `6px solid ${GOLD}`, borderRadius: 8 }}>
          <Section style={{ backgroundColor: NAVY, padding: '20px 32px' }}>
            <Text style={{ color: '#ffffff', fontFamily: serif, fontSize: 20, margin: 0 }}>{foundation}</Text>
          </Section>
          <Section style={{ padding: '28px 32px 12px' }}>
            <Heading as="h1" style={{ color: NAVY, fontFamily: serif, fontSize: 22, fontWeight: 'normal', margin: '0 0 20px' }}>
              {heading}
            </Heading>
            {words.map((each, i) => (
              <Paragraph key={i} {...each} />
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
