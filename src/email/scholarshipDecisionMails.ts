import { type MailWords, paragraphs } from './mailWords'

// The decision letter of a scholarship round, to each applicant who submitted: awarded or not,
// once. The applicant's name and the round's title go in as text.

export type ScholarshipDecisionContent = {
  applicant: string
  round: string
  /** The award as the round states it ("$2,000"). */
  award: string
  /** How many days after the decisions their documents, letters, essay, phone and school are deleted. */
  retentionDays: number
  /** The foundation's name, as the mail signs (src/server/services/foundation.ts). */
  foundation: string
}

const keeping = (days: number) =>
  `We keep your documents, recommendation letters, essay, phone and school for ${days} days after the decisions, then delete them; we keep only your name, the round and its decision (and, for a recipient named on our website, the school shown there).`

export const scholarshipAwarded = (c: ScholarshipDecisionContent): MailWords =>
  paragraphs(
    [`Dear ${c.applicant},`],
    [`We are delighted to tell you that you have been awarded the ${c.round}: a scholarship of ${c.award}.`],
    ['Our committee of volunteers read every application with care, and yours moved us. We will write to you soon about how the award is paid and what we need from you.'],
    ['If you agree, we would love to name you among this year’s recipients on our website. We will ask you first: nothing is published without your consent.'],
    [keeping(c.retentionDays)],
    ['Congratulations, and thank you for letting us be part of your next step.'],
    [c.foundation],
  )

export const scholarshipDeclined = (c: ScholarshipDecisionContent): MailWords =>
  paragraphs(
    [`Dear ${c.applicant},`],
    [`Thank you for applying for the ${c.round}, and for trusting us with your story.`],
    [
      'Our committee of volunteers read every application with care. We are sorry to tell you that your application was not chosen for an award this year. There were many more strong applications than awards to give.',
    ],
    ['Please do not let this stop you: we hope you will apply again, and our staff are glad to hear from you.'],
    [keeping(c.retentionDays)],
    ['With our warm wishes for what comes next,'],
    [c.foundation],
  )
