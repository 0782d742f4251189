import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isReviewer } from '@/access/isReviewer'
import { RECOMMENDATIONS_MAX, ROUND_DATES, roundCriterionSchema, roundDocumentSchema, roundFields } from '@/contracts/scholarships'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireTagsHook } from '@/lib/revalidate'

import { dateRangeFields } from '../dateRange'
import { validateWith } from '../validateWith'
import { keepRoundWithApplications } from './hooks/keepRoundWithApplications'

/** The public's rounds (lists and pages) after any change or delete. */
const revalidateRounds = expireTagsHook(() => [CACHE_TAGS.scholarships])

/**
 * A scholarship round: its call (texts, award, dates), what an application holds (essay, PDF
 * documents, recommendation letters), the criteria reviewers score 1 to 5, and, after the
 * decisions, the recipients staff publish with their consent. The public reads rounds only
 * through /api/scholarships (published ones); admins keep them, reviewers read them.
 */
export const ScholarshipRounds: CollectionConfig = {
  slug: 'scholarship-rounds',
  labels: { singular: 'Scholarship round', plural: 'Scholarship rounds' },
  admin: { useAsTitle: 'title', group: 'Scholarships', defaultColumns: ['title', 'opens_at', 'closes_at', 'is_published'] },
  defaultSort: '-opens_at',
  access: { read: isReviewer, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeDelete: [keepRoundWithApplications], afterChange: [revalidateRounds], afterDelete: [revalidateRounds] },
  fields: [
    { name: 'title', type: 'text', required: true, validate: validateWith(roundFields.title) },
    { name: 'slug', type: 'text', required: true, unique: true, index: true, validate: validateWith(roundFields.slug) },
    { name: 'summary', type: 'textarea', validate: validateWith(roundFields.summary) },
    { name: 'description', type: 'textarea', admin: { description: 'Plain text; a blank line starts a new paragraph.' }, validate: validateWith(roundFields.description) },
    { name: 'award_cents', label: 'Award (cents)', type: 'number', required: true, validate: validateWith(roundFields.award_cents) },
    { name: 'awards_count', type: 'number', required: true, defaultValue: 1, validate: validateWith(roundFields.awards_count) },
    ...dateRangeFields(ROUND_DATES, { endRequired: true }),
    { name: 'essay_prompt', type: 'textarea', required: true, validate: validateWith(roundFields.essay_prompt) },
    { name: 'essay_max_words', type: 'number', required: true, defaultValue: 650, validate: validateWith(roundFields.essay_max_words) },
    // The staff API's rules of the lists (src/contracts/scholarships.ts): at most 10, each key once.
    {
      name: 'documents',
      type: 'array',
      validate: validateWith(roundFields.documents),
      admin: { description: 'PDF documents an application holds; "reviewers see" lets reviewers open it (blind).' },
      fields: [
        { name: 'key', type: 'text', required: true, validate: validateWith(roundDocumentSchema.shape.key) },
        { name: 'label', type: 'text', required: true, validate: validateWith(roundDocumentSchema.shape.label) },
        { name: 'required', type: 'checkbox', defaultValue: true },
        { name: 'reviewers_see', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'recommendations_required', type: 'number', required: true, defaultValue: 0, min: 0, max: RECOMMENDATIONS_MAX, validate: validateWith(roundFields.recommendations_required) },
    // At least one criterion, at most 10, each key once.
    {
      name: 'criteria',
      type: 'array',
      validate: validateWith(roundFields.criteria),
      admin: { description: 'Each scored 1 to 5 by reviewers.' },
      fields: [
        { name: 'key', type: 'text', required: true, validate: validateWith(roundCriterionSchema.shape.key) },
        { name: 'label', type: 'text', required: true, validate: validateWith(roundCriterionSchema.shape.label) },
      ],
    },
    { name: 'is_published', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    // Set once by the decisions endpoint: a second call is refused.
    { name: 'decisions_sent_at', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'recipients',
      type: 'array',
      // Names of applications: reviewers read rounds, never who applied.
      access: { read: isAdmin },
      admin: { description: 'Published on the round’s page, with each recipient’s consent.' },
      fields: [
        { name: 'application', type: 'relationship', relationTo: 'scholarship-applications', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'school', type: 'text' },
        { name: 'line', type: 'text' },
      ],
    },
  ],
}
