// Credentials of the throwaway databases that tests create; never used anywhere else.
export const TEST_ADMIN = { email: 'staff@test.example.org', password: 'correct horse battery staple 42' }
export const TEST_PAYLOAD_SECRET = 'test-secret-0123456789abcdef0123456789abcdef'
