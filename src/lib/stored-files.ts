/**
 * Every collection that keeps uploaded files, in one list: its folder under MEDIA_DIR (without
 * S3_BUCKET) and its key prefix in the bucket (with it). The storage plugins
 * (src/lib/media-storage.ts) are built from this list and refuse an upload collection missing from
 * it, so no kind of file can stay on the disk of the instance that took it.
 */
export const STORED_FILE_KINDS = {
  // Bare keys (`photo-….webp`): gallery photos were in the bucket before the other kinds joined them.
  'gallery-photos': { folder: 'gallery', prefix: '' },
  // Covers, and supporters' photos for their fundraising pages.
  'campaign-images': { folder: 'campaigns', prefix: 'campaigns' },
  'remembrance-photos': { folder: 'remembrances', prefix: 'remembrances' },
  // Scholarship documents and recommendation letters (PDFs): never public, whatever their record says.
  'scholarship-files': { folder: 'scholarships', prefix: 'scholarships', alwaysPrivate: true },
  // Spreadsheets of gifts staff imported (CSV): donors' personal data, never public.
  'gift-imports': { folder: 'imports', prefix: 'imports', alwaysPrivate: true },
} as const satisfies Record<string, { folder: string; prefix: string; alwaysPrivate?: true }>

export type StoredFileKind = keyof typeof STORED_FILE_KINDS

export const storedFileKinds = Object.keys(STORED_FILE_KINDS) as StoredFileKind[]

export const isStoredFileKind = (slug: string): slug is StoredFileKind => Object.hasOwn(STORED_FILE_KINDS, slug)

/** A kind whose files are never public (no `status` makes them so): served only through authorised routes. */
export const isAlwaysPrivateKind = (kind: StoredFileKind): boolean => 'alwaysPrivate' in STORED_FILE_KINDS[kind]

/**
 * Whether a stored file is the public's: every kind's record has a `status` whose `approved` says
 * so (a gallery photo staff approved; a cover, or a supporter's photo once the page is approved; a
 * remembrance's photo while the remembrance is published). Anything else is private: served only
 * through the app's access-checked or signed routes, never public-read in the bucket.
 */
export const isPublicFile = (record: object): boolean => (record as { status?: unknown }).status === 'approved'
