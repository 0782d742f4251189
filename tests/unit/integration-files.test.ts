import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const folder = path.join(root, 'tests/int')
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.test.ts'))
  .sort()

/** What the tier's set-up provides to every worker alike; a worker's own app stack is `testStack()`'s. */
const PROVIDED = new Set(['stacksURL', 'stackTemplateURL'])

/**
 * A worker runs many files in one process (isolate: false in vitest.config.ts): a file that mocked a
 * module or changed the environment would change what the worker's next files see, and they pass
 * or fail by the order vitest deals them.
 */
const LEAKS = [
  { what: 'mocks a module', pattern: /\bvi\.(do)?mock\(/ },
  { what: 'stubs the environment or a global', pattern: /\bvi\.stub(Env|Global)\(/ },
  { what: 'changes process.env', pattern: /(\bdelete\s+process\.env\b|\bprocess\.env(\.\w+|\[[^\]]+\])\s*(=[^=]|\?\?=|\|\|=))/ },
]

describe('the integration files (dealt to workers in any order)', () => {
  it('are found', () => expect(files.length).toBeGreaterThan(40))

  it.each(files)('%s leaves its worker as it found it and reads its app stack from testStack()', (name) => {
    const text = readFileSync(path.join(folder, name), 'utf8')
    for (const { what, pattern } of LEAKS) expect(pattern.exec(text)?.[0], `${name} ${what}`).toBeUndefined()
    const injected = [...text.matchAll(/\binject\(\s*'(\w+)'/g)].map((match) => match[1]).filter((key) => !PROVIDED.has(key!))
    expect(injected, `${name} injects what only the worker's stack has: use testStack() (tests/support/stack.ts)`).toEqual([])
  })
})
