import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { endpoints } from '@/app/api/endpoints'
import { endpointKey, type EndpointDeclaration } from '@/contracts/endpoint'

const API = path.join(process.cwd(), 'src/app/api')
const folders = readdirSync(API, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('route.ts'))
  .map((file) => path.dirname(file))

/** `/api/events/{id}/rsvp` for the folder `events/[id]/rsvp` (a catch-all `[...path]` is `{path}`). */
const apiPathOf = (folder: string) => `/api/${folder.split(path.sep).join('/')}`.replace(/\[(?:\.\.\.)?(\w+)\]/g, '{$1}').replace(/\/\.$/, '')

/** The HTTP methods a route file exports (`export const GET`, `export function POST`, `export { x as PUT }`). */
function exportedMethods(folder: string): string[] {
  const source = readFileSync(path.join(API, folder, 'route.ts'), 'utf8')
  const direct = [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!)
  const renamed = [...source.matchAll(/export \{([^}]*)\}/g)].flatMap((m) => [...m[1]!.matchAll(/\bas (GET|POST|PUT|PATCH|DELETE)\b/g)].map((n) => n[1]!))
  return [...direct, ...renamed]
}

/** Every declaration exported by the endpoint.ts files beside the route files. */
async function declaredBesideRoutes(): Promise<EndpointDeclaration[]> {
  const found: EndpointDeclaration[] = []
  for (const folder of folders) {
    const file = path.join(API, folder, 'endpoint.ts')
    const declarations = (await import(file)) as Record<string, EndpointDeclaration | EndpointDeclaration[]>
    for (const value of Object.values(declarations)) found.push(...(Array.isArray(value) ? value : [value]))
  }
  return found
}

describe('one declaration per endpoint, beside its route file', () => {
  it('every route file has an endpoint.ts beside it', () => {
    const missing = folders.filter((folder) => !readdirSync(path.join(API, folder)).includes('endpoint.ts'))
    expect(missing).toEqual([])
  })

  it('every method a route file exports is declared, with the route’s path, and nothing else is', async () => {
    for (const folder of folders) {
      const declarations = (await import(path.join(API, folder, 'endpoint.ts'))) as Record<string, EndpointDeclaration | EndpointDeclaration[]>
      const declared = Object.values(declarations).flat()
      expect(declared.map((d) => d.path), folder).toEqual(declared.map(() => apiPathOf(folder)))
      expect(declared.map((d) => d.method).sort(), folder).toEqual(exportedMethods(folder).sort())
    }
  })

  it('the registry holds exactly the declarations beside the route files', async () => {
    const beside = await declaredBesideRoutes()
    expect(new Set(endpoints)).toEqual(new Set(beside))
    expect(endpoints.map(endpointKey).sort()).toEqual(beside.map(endpointKey).sort())
  })

  it('no two declarations share a method and path', () => {
    const keys = endpoints.map(endpointKey)
    expect(keys.length).toBe(new Set(keys).size)
  })

  it('a public endpoint that takes a body is rate-limited', () => {
    const unlimited = endpoints.filter((e) => e.access === 'public' && ('body' in e || 'multipart' in e) && !('rateLimit' in e)).map(endpointKey)
    expect(unlimited).toEqual([])
  })

  it('a route is served from Next’s cache (exports revalidate) exactly when its declaration says so', async () => {
    for (const folder of folders) {
      const declarations = (await import(path.join(API, folder, 'endpoint.ts'))) as Record<string, EndpointDeclaration | EndpointDeclaration[]>
      const cached = Object.values(declarations).flat().some((d) => d.cache === 'public')
      const source = readFileSync(path.join(API, folder, 'route.ts'), 'utf8')
      expect(/export const revalidate = \d+/.test(source), folder).toBe(cached)
    }
  })

  it('a cached endpoint is a public GET', () => {
    const wrong = endpoints.filter((e) => 'cache' in e && (e.access !== 'public' || e.method !== 'GET')).map(endpointKey)
    expect(wrong).toEqual([])
  })
})
