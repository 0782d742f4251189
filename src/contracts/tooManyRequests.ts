// No zod here: the public forms import these on their first load, before their checks are loaded.

/** A 429's words: the server's answer, and what a form says when it meets one. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.'
/** A 429's words for a limit counted over several minutes (sign-in and the like). */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.'
/** A 429's words when an address had as many mails as it may have this hour (src/server/services/mailCap.ts). */
export const MAIL_CAP_MESSAGE = 'We have sent as many emails to this address as we can for now. Please try again in an hour.'
