/**
 * The project's brand, for the few places that cannot read the foundation's identity from the
 * globals (src/server/services/foundation.ts): the mail envelope's default sender name before any
 * MAIL_FROM, the authenticator apps' issuer of staff two-step codes, the OpenAPI title and the
 * site content's default tagline. Everything that names the foundation to a reader (mails,
 * letters, pages) reads the globals instead.
 */
export const BRAND = 'From Loss to Light'
