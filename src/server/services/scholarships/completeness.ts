import { SCHOLARSHIP_MESSAGES, wordCount } from '@/contracts/scholarships'
import { relationId } from '@/lib/relations'
import type { ScholarshipApplication, ScholarshipRound } from '@/payload-types'

/** What keeps an application from being submitted, by field, in plain words (empty: ready). */
export function missingParts(application: Pick<ScholarshipApplication, 'essay' | 'documents'>, round: Pick<ScholarshipRound, 'essay_max_words' | 'documents'>): Record<string, string> {
  const missing: Record<string, string> = {}
  const words = wordCount(application.essay)
  if (words === 0) missing.essay = SCHOLARSHIP_MESSAGES.essayMissing
  else if (words > round.essay_max_words) missing.essay = SCHOLARSHIP_MESSAGES.essayTooLong(round.essay_max_words)
  const uploaded = new Set((application.documents ?? []).filter((document) => relationId(document.file)).map((document) => document.key))
  for (const document of round.documents ?? []) {
    if (document.required !== false && !uploaded.has(document.key)) missing[`documents.${document.key}`] = SCHOLARSHIP_MESSAGES.documentMissing(document.label)
  }
  return missing
}
