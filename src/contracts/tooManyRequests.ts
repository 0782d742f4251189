// No zod here: the public forms import these on their first load, before their checks are loaded.

/** A 429's words: the server's answer, and what a form says when it meets one. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.'
/** A 429's words for a limit counted over several minutes (sign-in and the like). */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.'
