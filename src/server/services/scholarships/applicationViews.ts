import 'server-only'

import type { BlindApplication, StaffApplication, StaffLetter } from '@/contracts/scholarshipReview'
import type { ApplicantView } from '@/contracts/scholarships'
import { iso } from '@/lib/dates'
import { namesInText } from '@/lib/namesInText'
import { relationId } from '@/lib/relations'
import type { ScholarshipApplication, ScholarshipRecommendation, ScholarshipRound } from '@/payload-types'

// A scholarship application as each of its three audiences sees it, in one place: its applicant
// (their own fields, never a letter's content), staff (admins: everything, names found in letters)
// and a blind reviewer (never a name, email, phone, school or recommender). The reads, their
// access and their audit stay with the services that answer (applications, staffApplications,
// blindReview); these only shape what was read.

/** The path a staff client opens a file by (with its bearer token: GET /api/review/files/{id}). */
export const reviewFilePath = (fileId: number) => `/api/review/files/${fileId}`

/** The applicant's own application: their fields, the round's documents (uploaded or not), which letters arrived. */
export function applicationForApplicant(
  application: ScholarshipApplication,
  round: ScholarshipRound,
  recommendations: ScholarshipRecommendation[],
  state: { open: boolean; missing: string[] },
): ApplicantView {
  const documents = new Map((application.documents ?? []).filter((document) => relationId(document.file)).map((document) => [document.key, document]))
  return {
    code: application.code ?? '',
    round: {
      slug: round.slug,
      title: round.title,
      closes_at: new Date(round.closes_at).toISOString(),
      essay_prompt: round.essay_prompt,
      essay_max_words: round.essay_max_words,
      recommendations_required: round.recommendations_required,
    },
    name: application.name,
    // Both are null only after the retention, which also ends every link: never shown then.
    email: application.email ?? '',
    phone: application.phone ?? null,
    school: application.school,
    graduation_year: application.graduation_year ?? 0,
    essay: application.essay ?? '',
    status: application.status,
    submitted_at: iso(application.submitted_at),
    open: state.open,
    documents: (round.documents ?? []).map((spec) => {
      const uploaded = documents.get(spec.key)
      return { key: spec.key, label: spec.label, required: spec.required !== false, uploaded: Boolean(uploaded), filename: uploaded?.filename ?? null, size: uploaded?.size ?? null }
    }),
    recommendations: recommendations.map((each) => ({ name: each.recommender_name, email: each.recommender_email, status: each.status, received_at: iso(each.received_at) })),
    missing: state.missing,
    recommenders_to_ask: Math.max(0, round.recommendations_required - recommendations.length),
  }
}

/**
 * A letter as admins see it, with the names (the applicant's, the writer's) and the applicant's
 * school found in what reviewers read: computed on every read, so it holds for the letter as it
 * arrived and after each redaction. A PDF is not searched (null).
 */
export function staffLetter(letter: ScholarshipRecommendation, application: Pick<ScholarshipApplication, 'name' | 'school'>): StaffLetter {
  const fileId = relationId(letter.letter_file)
  // What reviewers read (applicationForBlindReviewer): the redacted text, else the letter as written.
  const read = letter.letter_text_redacted ?? letter.letter_text ?? null
  return {
    id: letter.id,
    recommender_name: letter.recommender_name,
    recommender_email: letter.recommender_email,
    status: letter.status,
    received_at: iso(letter.received_at),
    text: letter.letter_text ?? null,
    redacted_text: letter.letter_text_redacted ?? null,
    names_found: read === null ? null : namesInText(read, { people: [application.name, letter.recommender_name], places: application.school ? [application.school] : [] }),
    file_id: fileId,
    url: fileId ? reviewFilePath(fileId) : null,
  }
}

/** An application as admins see it, drafts too: who applied, every document (with the round's label) and every letter. */
export function applicationForStaff(application: ScholarshipApplication, round: Pick<ScholarshipRound, 'documents'>, letters: ScholarshipRecommendation[]): StaffApplication {
  const asked = new Map((round.documents ?? []).map((d) => [d.key, d]))
  return {
    id: application.id,
    code: application.code ?? '',
    name: application.name,
    email: application.email ?? null,
    phone: application.phone ?? null,
    school: application.school,
    graduation_year: application.graduation_year ?? null,
    essay: application.essay ?? '',
    status: application.status,
    submitted_at: iso(application.submitted_at),
    decision: application.decision ?? null,
    files_deleted_at: iso(application.files_deleted_at),
    documents: (application.documents ?? []).flatMap((document) => {
      const fileId = relationId(document.file)
      const spec = asked.get(document.key)
      return fileId ? [{ key: document.key, label: spec?.label ?? document.key, reviewers_see: Boolean(spec?.reviewers_see), file_id: fileId, url: reviewFilePath(fileId) }] : []
    }),
    letters: letters.filter((letter) => relationId(letter.application) === application.id).map((letter) => staffLetter(letter, application)),
  }
}

/**
 * A submitted application as a reviewer sees it, blind: its code, year, essay, the documents the
 * round lets reviewers see, the received letters (redacted text, else as written, or the PDF) and
 * the caller's own review. Never a name, email, phone, school or recommender.
 */
export function applicationForBlindReviewer(
  application: ScholarshipApplication,
  round: Pick<ScholarshipRound, 'documents'>,
  letters: ScholarshipRecommendation[],
  myReview: BlindApplication['my_review'],
): BlindApplication {
  const shown = new Map((round.documents ?? []).filter((d) => d.reviewers_see).map((d) => [d.key, d.label]))
  return {
    id: application.id,
    code: application.code ?? '',
    graduation_year: application.graduation_year ?? null,
    essay: application.essay ?? '',
    submitted_at: iso(application.submitted_at),
    documents: (application.documents ?? []).flatMap((document) => {
      const fileId = relationId(document.file)
      const label = shown.get(document.key)
      return fileId && label ? [{ key: document.key, label, file_id: fileId, url: reviewFilePath(fileId) }] : []
    }),
    letters: letters
      .filter((letter) => relationId(letter.application) === application.id)
      .flatMap((letter) => {
        const fileId = relationId(letter.letter_file)
        // A typed letter as an admin redacted it (names taken out), else as written.
        const text = letter.letter_text_redacted ?? letter.letter_text ?? null
        if (!text && !fileId) return []
        return [{ text, file_id: fileId, url: fileId ? reviewFilePath(fileId) : null, received_at: iso(letter.received_at) }]
      }),
    my_review: myReview,
  }
}
