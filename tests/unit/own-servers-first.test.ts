import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { ownServersFirst, stacksStartedIn } from '../support/ownServersFirst'

describe('the integration tier’s order in a fresh clone', () => {
  it('counts the stacks a file starts of its own', () => {
    expect(stacksStartedIn('const a = await startStack({})\nconst b = await startStack({ X: 1 })')).toBe(2)
    expect(stacksStartedIn("import { startStack } from '../support/startStack'")).toBe(0)
    expect(stacksStartedIn(readFileSync('tests/int/jobs.test.ts', 'utf8'))).toBeGreaterThan(1)
  })

  it('puts the files starting the most stacks first, and keeps the given order otherwise', () => {
    const stacks: Record<string, number> = { big: 0, jobs: 7, shutdown: 3, small: 0, image: 1, candles: 3 }
    expect(ownServersFirst(['big', 'jobs', 'shutdown', 'small', 'image', 'candles'], (file) => stacks[file]!)).toEqual(['jobs', 'shutdown', 'candles', 'image', 'big', 'small'])
  })
})
