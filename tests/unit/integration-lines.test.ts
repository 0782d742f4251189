import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { OWN_SERVERS_FILES, OWN_SERVERS_ON_SECOND_LINE, SECOND_SHARED_APP_FILES } from '../support/integrationLines.mjs'

const root = path.resolve(__dirname, '../..')

/** What reaches the shared app's servers: its address, database, mailbox or fake Stripe. */
const SHARED_REACH = [
  { what: 'a value of the shared set-up', pattern: /\binject\(/ },
  { what: 'the Local API on the shared database', pattern: /\bgetTestPayload\b/ },
  { what: 'a shared-app request helper', pattern: /import\s*\{([^}]*)\}\s*from\s*'\.\.\/support\/http'/ },
]
/** The one helper of tests/support/http.ts that names no server. */
const HTTP_HELPERS_WITHOUT_SERVER = new Set(['freshAddress'])

describe('the integration tier’s line of files with servers of their own', () => {
  it.each(OWN_SERVERS_FILES)('%s reaches for nothing of the shared app’s (it runs beside that line)', (file) => {
    const full = path.join(root, file)
    expect(existsSync(full), `${file} is listed in tests/support/integrationLines.ts but does not exist`).toBe(true)
    const text = readFileSync(full, 'utf8')
    for (const { what, pattern } of SHARED_REACH) {
      const match = pattern.exec(text)
      if (!match) continue
      const names = match[1]?.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!).filter(Boolean)
      const reaching = names ? names.filter((name) => !HTTP_HELPERS_WITHOUT_SERVER.has(name)) : [match[0]]
      expect(reaching, `${file} uses ${what}: move it to the shared app's line, or give it a server of its own`).toEqual([])
    }
  })
})

describe('the second shared app’s line', () => {
  it('lists files that exist, each in one list only (a file named twice would run twice, a missing one never)', () => {
    for (const file of [...SECOND_SHARED_APP_FILES, ...OWN_SERVERS_ON_SECOND_LINE]) expect(existsSync(path.join(root, file)), file).toBe(true)
    expect(SECOND_SHARED_APP_FILES.filter((file) => OWN_SERVERS_FILES.includes(file))).toEqual([])
    expect(OWN_SERVERS_ON_SECOND_LINE.filter((file) => !OWN_SERVERS_FILES.includes(file))).toEqual([])
  })
})
