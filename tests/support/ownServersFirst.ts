import { readFileSync } from 'node:fs'
import path from 'node:path'

import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** How many app stacks a test file starts of its own (each a server start it waits for). */
export const stacksStartedIn = (source: string): number => source.match(/\bstartStack\(/g)?.length ?? 0

/**
 * The files to start first when no earlier run's times are known: those that start the most app
 * stacks of their own (the longest files, mostly waiting on server starts and drains), then the
 * order given (vitest's: larger files first). Started last, one of them was the tier's tail.
 */
export function ownServersFirst<T>(files: readonly T[], stacksOf: (file: T) => number): T[] {
  const stacks = new Map(files.map((file) => [file, stacksOf(file)]))
  return [...files].sort((a, b) => stacks.get(b)! - stacks.get(a)!)
}

/**
 * The integration tier's order: vitest's own (the last run's times, longest first) where this
 * machine has them; in a fresh clone, as CI runs, the files with servers of their own first.
 */
export default class OwnServersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const timed = (spec: TestSpecification) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`)
    if (sorted.every(timed)) return sorted
    return ownServersFirst(sorted, (spec) => stacksStartedIn(readFileSync(spec.moduleId, 'utf8')))
  }
}
