import type { DateFieldValidation, TextFieldValidation } from 'payload'

/** An empty value or an absolute http(s) URL. */
export const validateHttpUrl: TextFieldValidation = (value) => {
  if (value === null || value === undefined || value === '') return true
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? true : 'Please enter a valid URL'
  } catch {
    return 'Please enter a valid URL'
  }
}

export const validateEndAfterStart: DateFieldValidation = (value, { siblingData }) => {
  if (!value) return true
  const start = (siblingData as { start_at?: string | Date | null }).start_at
  if (start && new Date(value).getTime() < new Date(start).getTime()) {
    return 'The end must not be before the start'
  }
  return true
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An empty value or a plausible email address. */
export const validateOptionalEmail: TextFieldValidation = (value) =>
  !value || EMAIL.test(value) ? true : 'Invalid email'

/** Sponsor benefits are a JSON object of named benefits, e.g. {"benefits": ["Logo on banner"]}. */
export const validateBenefits = (value: unknown): true | string =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? true
    : 'Benefits must be a JSON object'
