// Credentials of the throwaway databases that tests create; never used anywhere else.
export const TEST_ADMIN = { email: 'staff@test.example.org', password: 'correct horse battery staple 42' }
export const TEST_PAYLOAD_SECRET = 'test-secret-0123456789abcdef0123456789abcdef'
/** A refused sign-in's floor on test servers (production: 600 ms): above the password check's time, shorter to wait. */
export const TEST_REFUSAL_FLOOR_MS = 250
