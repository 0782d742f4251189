// The sign-in form's words, apart from the schemas: the form's first load carries no zod. Each
// module a page's script imports is shipped whole, so this one holds only what the form says.

export const SIGN_IN_LINK_MINUTES = 30
export const SIGN_IN_LINK_SENT = `If we have gifts under that address, a sign-in link is on its way. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`
export const SIGN_IN_LINK_FAILED = `This sign-in link does not work any more: it may have been used already, or be over ${SIGN_IN_LINK_MINUTES} minutes old. Please ask for a new one below.`
