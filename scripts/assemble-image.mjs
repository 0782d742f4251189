#!/usr/bin/env node
// Lays out what the production image runs, from a build (`npm run build`, Next's standalone
// output): the Dockerfile's final stage is this folder, and tests/int/image.test.ts starts the app
// and the worker from it. Only what runs is copied:
//   - Next's standalone server files (.next/standalone: the traced node_modules, no .next/cache);
//   - .next/static and public (the standalone output leaves them out);
//   - scripts/server.mjs, scripts/pdf-worker.mjs and what they import outside Next's bundle, traced
//     the same way Next traces.
// Prints the folder's size.
//   usage: node scripts/assemble-image.mjs <folder>
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft')

const root = process.cwd()
const target = process.argv[2]
if (!target) {
  console.error('usage: node scripts/assemble-image.mjs <folder>')
  process.exit(2)
}
const out = path.resolve(target)
const standalone = path.join(root, '.next/standalone')
if (!existsSync(path.join(standalone, '.next'))) {
  console.error('No standalone build in .next/standalone: run `npm run build` first.')
  process.exit(1)
}

rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
const copy = (from, to) => cpSync(from, to, { recursive: true, verbatimSymlinks: true })
copy(standalone, out)
rmSync(path.join(out, 'server.js'), { force: true }) // Next's own server: scripts/server.mjs runs instead
copy(path.join(root, '.next/static'), path.join(out, '.next/static'))
copy(path.join(root, 'public'), path.join(out, 'public'))

// The production server and what it loads itself (the cache handler is loaded by Next, from the path
// the build recorded, so it is traced here too; the PDF worker is started by path, with pdf-lib).
const entries = ['scripts/server.mjs', 'src/lib/cache-handler.mjs', 'scripts/pdf-worker.mjs']
// Next itself is in the standalone output already (and tracing it again takes most of the time).
const inStandalone = (file) => /^node_modules\/(next|@next)\//.test(file)
const { fileList } = await nodeFileTrace(entries, { base: root, ignore: inStandalone })
let added = 0
for (const file of fileList) {
  const destination = path.join(out, file)
  if (existsSync(destination) || lstatSync(path.join(root, file)).isDirectory()) continue
  mkdirSync(path.dirname(destination), { recursive: true })
  copy(path.join(root, file), destination)
  added++
}

function bytesIn(folder) {
  let total = 0
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) total += bytesIn(full)
    else if (entry.isFile()) total += lstatSync(full).size
  }
  return total
}
console.log(`Image files in ${path.relative(root, out) || '.'}: ${(bytesIn(out) / 1e6).toFixed(1)} MB (${added} files traced for scripts/server.mjs)`)
