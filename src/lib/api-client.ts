/** The browser's calls to the /api contract. */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; detail: string; fields?: Record<string, string> }

async function toResult<T>(response: Response): Promise<ApiResult<T>> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok) return { ok: true, status: response.status, data: body as T }
  return {
    ok: false,
    status: response.status,
    detail: typeof body.detail === 'string' ? body.detail : 'Request failed',
    fields: body.fields as Record<string, string> | undefined,
  }
}

const networkFailure = { ok: false as const, status: 0, detail: 'Network error' }

export async function postJson<T>(path: string, body: unknown): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    return await toResult<T>(response)
  } catch {
    return networkFailure
  }
}

export async function postForm<T>(path: string, form: FormData): Promise<ApiResult<T>> {
  try {
    return await toResult<T>(await fetch(path, { method: 'POST', body: form }))
  } catch {
    return networkFailure
  }
}
