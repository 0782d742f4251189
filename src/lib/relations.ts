import { extractID } from 'payload/shared'

/** The id a relation field holds, populated (a document) or not (its id): Payload's `extractID`, with null for an empty field. */
export const relationId = <T extends number | string>(value: T | { id: T } | null | undefined): T | null => (value === null || value === undefined ? null : extractID(value))
