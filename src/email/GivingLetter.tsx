import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'

import { type Letter, STATEMENT_LINE } from './letter'
import { CREAM, GOLD, NAVY, sans, serif, SLATE } from './mailStyle'

const paragraph = { fontSize: 16, lineHeight: '24px', margin: '0 0 16px' }
const cell = { padding: '4px 8px 4px 0', fontSize: 15, verticalAlign: 'top' as const }

/** The foundation's letter (an acknowledgement or a year-end statement) as an HTML mail; its text part is wording.ts's letterText. */
export function GivingLetter({ letter }: { letter: Letter }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{letter.paragraphs[0] ?? letter.heading}</Preview>
      <Body style={{ backgroundColor: CREAM, margin: 0, padding: '24px 0', fontFamily: sans, color: SLATE }}>
        <Container style={{ maxWidth: 600, margin: '0 auto', backgroundColor: '#ffffff', borderTop: `6px solid ${GOLD}`, borderRadius: 8 }}>
          <Section style={{ backgroundColor: NAVY, padding: '24px 32px' }}>
            <Text style={{ color: '#ffffff', fontFamily: serif, fontSize: 20, margin: 0 }}>{letter.foundation}</Text>
            <Text style={{ color: GOLD, fontSize: 13, whiteSpace: 'pre-line', margin: '4px 0 0' }}>{letter.mailingAddress}</Text>
          </Section>
          <Section style={{ padding: '28px 32px 8px' }}>
            <Text style={{ fontSize: 14, margin: '0 0 16px' }}>{letter.date}</Text>
            <Heading as="h1" style={{ color: NAVY, fontFamily: serif, fontSize: 24, fontWeight: 'normal', margin: '0 0 16px' }}>
              {letter.heading}
            </Heading>
            <Text style={paragraph}>{letter.greeting}</Text>
            {letter.paragraphs.map((text) => (
              <Text key={text} style={paragraph}>
                {text}
              </Text>
            ))}
            {letter.details.length > 0 && (
              <table role="presentation" style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
                <tbody>
                  {letter.details.map((detail) => (
                    <tr key={detail.label}>
                      <td style={{ ...cell, color: NAVY, fontWeight: 'bold' }}>{detail.label}</td>
                      <td style={cell}>{detail.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {letter.table && (
              <table style={{ borderCollapse: 'collapse', width: '100%', margin: '0 0 16px' }}>
                <thead>
                  <tr>
                    <th style={{ ...cell, textAlign: 'left', color: NAVY }}>Date</th>
                    <th style={{ ...cell, textAlign: 'left', color: NAVY }}>Given by</th>
                    <th style={{ ...cell, textAlign: 'right', color: NAVY }}>Amount kept</th>
                  </tr>
                </thead>
                <tbody>
                  {letter.table.rows.map((row, i) => (
                    <tr key={i}>
                      <td style={cell}>{row.date}</td>
                      <td style={cell}>{row.how}</td>
                      <td style={{ ...cell, textAlign: 'right' }}>{row.amount}</td>
                    </tr>
                  ))}
                  <tr>
                    <td style={{ ...cell, fontWeight: 'bold', borderTop: `1px solid ${SLATE}` }} colSpan={2}>
                      Total
                    </td>
                    <td style={{ ...cell, fontWeight: 'bold', borderTop: `1px solid ${SLATE}`, textAlign: 'right' }}>{letter.table.total}</td>
                  </tr>
                </tbody>
              </table>
            )}
            <Text style={{ ...paragraph, fontWeight: 'bold', color: NAVY }}>{letter.noGoods}</Text>
            <Text style={{ ...paragraph, fontSize: 14, lineHeight: '22px' }}>{letter.tax}</Text>
          </Section>
          <Hr style={{ borderColor: '#e2e8f0', margin: '8px 32px' }} />
          <Section style={{ padding: '8px 32px 28px' }}>
            <Text style={{ fontSize: 14, lineHeight: '22px', margin: 0 }}>
              {letter.closing}
              <br />
              <strong>{letter.signer}</strong>
              {letter.signerTitle && (
                <>
                  <br />
                  {letter.signerTitle}
                </>
              )}
              <br />
              {letter.foundation}
            </Text>
            <Link href={letter.siteUrl} style={{ color: NAVY, fontSize: 14, textDecoration: 'underline' }}>
              {letter.siteUrl.replace(/^https?:\/\//, '')}
            </Link>
            <Text style={{ fontSize: 12, color: SLATE, margin: '12px 0 0' }}>A printable copy of this letter is attached (PDF).</Text>
            <Text style={{ fontSize: 12, color: SLATE, margin: '8px 0 0' }}>
              {STATEMENT_LINE}{' '}
              <Link href={letter.statementUrl} style={{ color: NAVY, textDecoration: 'underline' }}>
                {letter.statementUrl.replace(/^https?:\/\//, '')}
              </Link>
              .
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
