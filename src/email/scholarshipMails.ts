import { link, type MailWords, paragraphs } from './mailWords'

// The mails of a scholarship application: to the applicant (their continue link, the
// confirmation, a letter's arrival) and to a recommender (the request). Names go in as text;
// `foundation` is the foundation's name, as every mail signs (src/server/services/foundation.ts).

export type ApplicationLinkContent = { applicant: string; round: string; link: string; closes: string; foundation: string }

/** The applicant's link to continue their application (on applying, and when they ask again). */
export const applicationLink = (c: ApplicationLinkContent): MailWords =>
  paragraphs(
    [`Hello ${c.applicant},`],
    [
      `Thank you for applying for the ${c.round}. Continue your application with this link: add your essay and documents, ask for your recommendation letters and submit it. It works until the round closes on ${c.closes}.`,
    ],
    [[link(c.link)]],
    ['Keep this email: the link is your key to the application. If you lose it, ask for a fresh one with your email on the scholarship’s page.'],
    ['If you did not apply, you can ignore this email.'],
    [c.foundation],
  )

export type ApplicationSubmittedContent = { applicant: string; round: string; code: string; lettersMissing: number; closes: string; foundation: string }

/** The applicant's confirmation that their application was received. */
export const applicationSubmitted = (c: ApplicationSubmittedContent): MailWords =>
  paragraphs(
    [`Hello ${c.applicant},`],
    [`We have received your application for the ${c.round} (reference ${c.code}). Thank you for telling us your story.`],
    c.lettersMissing > 0
      ? [
          `${c.lettersMissing === 1 ? 'One recommendation letter has' : `${c.lettersMissing} recommendation letters have`} not arrived yet. Letters can still arrive until the round closes on ${c.closes}; we will tell you when one does.`,
        ]
      : ['Your recommendation letters have arrived.'],
    ['Our committee reads every application without seeing your name. We will write to you with the decision once the round is decided.'],
    [c.foundation],
  )

export type RecommendationRequestContent = { recommender: string; applicant: string; round: string; link: string; closes: string; foundation: string }

/** The recommender's request, with their own link to write or upload the letter. */
export const recommendationRequest = (c: RecommendationRequestContent): MailWords =>
  paragraphs(
    [`Hello ${c.recommender},`],
    [`${c.applicant} is applying for the ${c.round} offered by ${c.foundation} and has asked you for a letter of recommendation.`],
    [`You can write the letter on our page or upload it as a PDF, with this link. It takes one letter, until the round closes on ${c.closes}:`],
    [[link(c.link)]],
    [`Your letter is read by the foundation’s staff and its scholarship committee; ${c.applicant} is told that it arrived but never sees it.`],
    [
      'Our committee reviews applications blind, without knowing who the applicant is or who wrote their letters. Please leave names out of your letter: write “the applicant” or “the student” rather than their name, and do not name yourself or the school (say how you know the student instead: “I have taught the applicant physics for two years”). In a PDF, leave out the letterhead and signature too. Our staff may take out a name that remains before the committee reads a typed letter.',
    ],
    ['If you do not know this student, you can ignore this email.'],
    [c.foundation],
  )

export type LetterArrivedContent = { applicant: string; round: string; received: number; required: number; foundation: string }

/** The applicant told a letter arrived (never its content, nor its words). */
export const letterArrived = (c: LetterArrivedContent): MailWords =>
  paragraphs(
    [`Hello ${c.applicant},`],
    [`A recommendation letter for your application to the ${c.round} has arrived. As with every letter, it is read only by our staff and committee.`],
    [`Letters received so far: ${c.received} of ${c.required}. Your emailed link shows what your application still needs.`],
    [c.foundation],
  )
