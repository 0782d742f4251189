// The manage-your-gift page's sentences, apart from its schemas, so the page shows them without
// loading zod (the form loads its schema when first used).

export const MANAGE_LINK_SENT = 'If that email address has a monthly gift with us, we have sent it a link to manage the gift. The link works once, for one hour.'
export const LINK_EXPIRED = 'This link has expired or was already used. Please ask for a new one below.'
