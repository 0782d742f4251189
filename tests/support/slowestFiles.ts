import path from 'node:path'

import type { Reporter, TestModule } from 'vitest/node'

const SHOWN = 15

/** Seconds a file took: importing it, its hooks and its tests. */
const secondsOf = (module: TestModule): number => {
  const { collectDuration, setupDuration, duration } = module.diagnostic()
  return (collectDuration + setupDuration + duration) / 1000
}

/**
 * After vitest's own report, the 15 slowest files with their seconds, so the next person sees at
 * once where a tier's time goes (vitest prints each file's time, but not in order).
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows = [...testModules].map((module) => ({ file: path.relative(process.cwd(), module.moduleId), seconds: secondsOf(module) }))
    rows.sort((a, b) => b.seconds - a.seconds)
    const total = rows.reduce((sum, row) => sum + row.seconds, 0)
    const lines = rows.slice(0, SHOWN).map(({ file, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${file}`)
    console.log(`\nSlowest ${Math.min(SHOWN, rows.length)} of ${rows.length} files (${total.toFixed(0)} s in files in all):\n${lines.join('\n')}\n`)
  }
}
