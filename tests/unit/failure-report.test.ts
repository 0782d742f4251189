import { describe, expect, it } from 'vitest'

import { failureReport } from '../support/failureReport.mjs'

describe('the integration tier prints a failed line’s report again at the end', () => {
  it('starts at vitest’s "Failed Tests" heading, without colours or the app’s log lines', () => {
    const output = [
      ' ✓ tests/int/a.test.ts (3 tests) 120ms',
      '\x1b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\x1b[39m',
      ' FAIL  tests/int/jobs.test.ts > retries a failed mail',
      '[app] [04:30:41] WARN: something unrelated',
      'AssertionError: expected 2 to be 3',
      ' Test Files  1 failed | 11 passed (12)',
    ]
    expect(failureReport(output)).toEqual([
      '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
      ' FAIL  tests/int/jobs.test.ts > retries a failed mail',
      'AssertionError: expected 2 to be 3',
      ' Test Files  1 failed | 11 passed (12)',
    ])
  })

  it('also starts at "Failed Suites" or "Unhandled Errors"', () => {
    expect(failureReport(['ok', '⎯⎯ Failed Suites 2 ⎯⎯', 'Error: x'])[0]).toBe('⎯⎯ Failed Suites 2 ⎯⎯')
    expect(failureReport(['ok', '⎯⎯ Unhandled Error ⎯⎯', 'Error: y'])).toEqual(['⎯⎯ Unhandled Error ⎯⎯', 'Error: y'])
  })

  it('gives the run’s last lines when it failed without a report (a crash after the tests)', () => {
    const output = Array.from({ length: 400 }, (_, i) => `line ${i}`)
    const report = failureReport(output)
    expect(report).toHaveLength(250)
    expect(report.at(-1)).toBe('line 399')
  })
})
