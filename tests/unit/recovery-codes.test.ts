import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from '@/server/services/staff/twoStep/codes'

// Two-step recovery codes (src/server/services/staff/twoStep/codes.ts; docs/staff.md): ten codes
// shown once as xxxx-xxxx-xxxx-xxxx, in letters and digits no one misreads, compared without
// case, spaces or dashes, and stored only as a keyed hash bound to the account.

beforeEach(() => {
  vi.stubEnv('PAYLOAD_SECRET', 'a-secret-for-the-recovery-code-test')
})
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('newRecoveryCodes', () => {
  it('gives ten codes of four groups of four', () => {
    const codes = newRecoveryCodes()
    expect(RECOVERY_CODE_COUNT).toBe(10)
    expect(codes).toHaveLength(10)
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/)
  })

  it('never uses a character one could misread: no 0 or o, no 1, l or i', () => {
    const text = Array.from({ length: 20 }, () => newRecoveryCodes().join('')).join('')
    expect(text).not.toMatch(/[01oli]/)
  })

  it('every code differs, within a set and between sets', () => {
    const codes = [...newRecoveryCodes(), ...newRecoveryCodes()]
    expect(new Set(codes).size).toBe(20)
  })

  it('each code is what the sign-in form takes as a recovery code', () => {
    for (const code of newRecoveryCodes()) expect(looksLikeRecoveryCode(code)).toBe(true)
  })
})

describe('normaliseRecoveryCode and looksLikeRecoveryCode: a code as typed', () => {
  it('ignores case, spaces and dashes', () => {
    expect(normaliseRecoveryCode('ABCD-efgh-2345-6789')).toBe('abcdefgh23456789')
    expect(normaliseRecoveryCode(' abcd efgh\t2345-6789 ')).toBe('abcdefgh23456789')
    expect(looksLikeRecoveryCode('ABCD EFGH 2345 6789')).toBe(true)
  })

  it('sixteen letters or digits and nothing else: a six-digit authenticator code is not one', () => {
    expect(looksLikeRecoveryCode('123456')).toBe(false)
    expect(looksLikeRecoveryCode('abcd-efgh-2345-678')).toBe(false)
    expect(looksLikeRecoveryCode('abcd-efgh-2345-67890')).toBe(false)
    expect(looksLikeRecoveryCode('abcd-efgh-2345-678!')).toBe(false)
    expect(looksLikeRecoveryCode('')).toBe(false)
  })
})

describe('hashRecoveryCode: what is stored', () => {
  it('is the same however the code was typed', () => {
    expect(hashRecoveryCode(7, 'abcd-efgh-2345-6789')).toBe(hashRecoveryCode(7, ' ABCD EFGH 2345 6789'))
  })

  it('is bound to the account: the same code of another user is another hash', () => {
    expect(hashRecoveryCode(7, 'abcd-efgh-2345-6789')).not.toBe(hashRecoveryCode(8, 'abcd-efgh-2345-6789'))
  })

  it('holds nothing of the code, and changes with the secret', () => {
    const hash = hashRecoveryCode(7, 'abcd-efgh-2345-6789')
    expect(hash).not.toContain('abcd')
    vi.stubEnv('PAYLOAD_SECRET', 'another-secret-for-the-recovery-code-test')
    expect(hashRecoveryCode(7, 'abcd-efgh-2345-6789')).not.toBe(hash)
  })
})
