import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const read = (file: string): string => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/** Parent pid of a process, from /proc/<pid>/stat (the field after the parenthesised name). */
const parentOf = (pid: number): number =>
  Number(
    read(`/proc/${pid}/stat`)
      .replace(/^.*\) \S+ /s, '')
      .split(' ')[0],
  )

/** Every process below `root` in the process tree. */
export function descendants(root: number): number[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
  const found: number[] = []
  let frontier = [root]
  while (frontier.length) {
    const children = all.filter((pid) => frontier.includes(parentOf(pid)))
    found.push(...children)
    frontier = children
  }
  return found
}

export const commandLine = (pid: number): string => read(`/proc/${pid}/cmdline`).replaceAll('\0', ' ')

/** Resident memory of a process in bytes. */
export const residentBytes = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0) * 1024

/** Resident memory (MB) of the Node processes below `root` and `root` itself (a benchmark's app or CLI; not PostgreSQL). */
export const nodeResidentMb = (root: number): number =>
  [root, ...descendants(root)].filter((pid) => /^Name:\s+(node|next-server|MainThread)/m.test(read(`/proc/${pid}/status`))).reduce((sum, pid) => sum + residentBytes(pid), 0) / 1024 / 1024

/** The app server (scripts/server.mjs) started under a test stack's process. */
export function appServerPid(stackPid: number): number {
  const pid = descendants(stackPid).find((candidate) => commandLine(candidate).includes('scripts/server.mjs') && !commandLine(candidate).includes('with-db'))
  if (!pid) throw new Error('the app server process was not found')
  return pid
}

/** PostgreSQL's postmaster and its backends for a cluster kept in `dataDir`. */
export function postgresPids(dataDir: string): number[] {
  const postmaster = Number(read(path.join(dataDir, 'postmaster.pid')).split('\n')[0])
  if (!postmaster) throw new Error(`no running PostgreSQL in ${dataDir}`)
  return [postmaster, ...descendants(postmaster)]
}
