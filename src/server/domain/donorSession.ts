/** A signed-in donor: the email their session is bound to, and the session's cookie token's hash. */
export type Donor = { email: string; sessionHash: string }

/** How long a donor's session lasts from its sign-in. */
export const DONOR_SESSION_DAYS = 30
