import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { declarationsByName, endpoints } from '@/contracts/endpoints'
import { endpointKey, type EndpointDeclaration } from '@/contracts/endpoint'

const API = path.join(process.cwd(), 'src/app/api')
const folders = readdirSync(API, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('route.ts'))
  .map((file) => path.dirname(file))

/** `/api/events/{id}/rsvp` for the folder `events/[id]/rsvp` (a catch-all `[...path]` is `{path}`). */
const apiPathOf = (folder: string) => `/api/${folder.split(path.sep).join('/')}`.replace(/\[(?:\.\.\.)?(\w+)\]/g, '{$1}').replace(/\/\.$/, '')

const routeSource = (folder: string) => readFileSync(path.join(API, folder, 'route.ts'), 'utf8')

/** The HTTP methods a route file exports (`export const GET`, `export function POST`, `export { x as PUT }`). */
function exportedMethods(folder: string): string[] {
  const source = routeSource(folder)
  const direct = [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!)
  const renamed = [...source.matchAll(/export \{([^}]*)\}/g)].flatMap((m) => [...m[1]!.matchAll(/\bas (GET|POST|PUT|PATCH|DELETE)\b/g)].map((n) => n[1]!))
  return [...direct, ...renamed]
}

/** `export const POST = serve(sendContactMessageEndpoint, …)`: the method and the declaration it names. */
const servedIn = (folder: string) => [...routeSource(folder).matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = serve\((\w+),/g)].map((m) => ({ method: m[1]!, name: m[2]! }))

/** The declarations each route file answers: the ones it serves, or (a route without serve(): the catch-all, the health check, this document) the registry's at its path. */
function declarationsOf(folder: string): EndpointDeclaration[] {
  const served = servedIn(folder)
  if (served.length > 0) return served.map(({ name }) => declarationsByName.get(name)).filter((d) => d !== undefined)
  return endpoints.filter((endpoint) => endpoint.path === apiPathOf(folder))
}

describe('one declaration per endpoint, in src/contracts, served by its route file', () => {
  it('no declaration is left beside a route file', () => {
    const left = readdirSync(API, { recursive: true, encoding: 'utf8' }).filter((file) => path.basename(file) === 'endpoint.ts')
    expect(left).toEqual([])
  })

  it('every declaration a route file serves is in the registry, under the name it imports', () => {
    for (const folder of folders) {
      for (const { method, name } of servedIn(folder)) {
        const declaration = declarationsByName.get(name)
        expect(declaration, `${folder}: ${name}`).toBeDefined()
        expect(endpoints, `${folder}: ${name}`).toContain(declaration)
        expect(declaration && endpointKey(declaration), `${folder}: ${name}`).toBe(`${method} ${apiPathOf(folder)}`)
      }
    }
  })

  it('every method a route file exports is declared, with the route’s path, and nothing else is', () => {
    for (const folder of folders) {
      const declared = declarationsOf(folder)
      expect(
        declared.map((d) => d.path),
        folder,
      ).toEqual(declared.map(() => apiPathOf(folder)))
      expect(declared.map((d) => d.method).sort(), folder).toEqual(exportedMethods(folder).sort())
    }
  })

  it('every declaration in the registry has a route file exporting its method at its path', () => {
    const routed = new Set(folders.flatMap((folder) => exportedMethods(folder).map((method) => `${method} ${apiPathOf(folder)}`)))
    expect(endpoints.map(endpointKey).filter((key) => !routed.has(key))).toEqual([])
    expect(new Set(endpoints)).toEqual(new Set(folders.flatMap(declarationsOf)))
  })

  it('no two declarations share a method and path', () => {
    const keys = endpoints.map(endpointKey)
    expect(keys.length).toBe(new Set(keys).size)
    expect(keys.length).toBeGreaterThan(100)
  })

  it('a public endpoint that takes a body is rate-limited', () => {
    const unlimited = endpoints.filter((e) => e.access === 'public' && ('body' in e || 'multipart' in e) && !('rateLimit' in e)).map(endpointKey)
    expect(unlimited).toEqual([])
  })

  it('a route is served from Next’s cache (exports revalidate) exactly when its declaration says so', () => {
    for (const folder of folders) {
      const cached = declarationsOf(folder).some((d) => d.cache === 'public')
      expect(/export const revalidate = \d+/.test(routeSource(folder)), folder).toBe(cached)
    }
  })

  it('a cached endpoint is a public GET', () => {
    const wrong = endpoints.filter((e) => 'cache' in e && (e.access !== 'public' || e.method !== 'GET')).map(endpointKey)
    expect(wrong).toEqual([])
  })
})
