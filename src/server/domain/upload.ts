/** A file a visitor sent, read whole into memory (within its limit) and not yet checked. */
export type UploadedFile = { data: Buffer; filename: string; declaredType: string }
