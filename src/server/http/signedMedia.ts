// Moved to src/server/signedMedia.ts (services sign links too, and they import nothing from http).
// Kept only for src/app/api/gallery/admin/[id]/image/route.ts until it imports from there.
export { signedPhotoUrl, verifyPhotoSignature } from '../signedMedia'
