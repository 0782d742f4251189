import type { TestProject } from 'vitest/node'

import { startStack } from '../support/startStack'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    databaseURL: string
    mediaDir: string
  }
}

/** One production server and one fresh database for the whole integration run. */
export default async function setup(project: TestProject) {
  const stack = await startStack()
  project.provide('baseURL', stack.baseURL)
  project.provide('databaseURL', stack.databaseURL)
  project.provide('mediaDir', `${stack.workDir}/media`)
  return stack.stop
}
