import { AuthenticationError, type CollectionBeforeLoginHook } from 'payload'

/** A deactivated account is answered as a wrong password is: nothing tells a guesser it exists. */
export const refuseDeactivatedSignIn: CollectionBeforeLoginHook = ({ user, req }) => {
  if (user?.active === false) throw new AuthenticationError(req.t)
  return user
}
