/**
 * A small in-process memory of recent answers (a remote service's, such as Stripe's): each key is
 * asked at most once per `ttlMs`, and callers that come while the question is still open share
 * it. A question that fails is forgotten at once, so only real answers are kept. At most
 * `maxEntries` are kept; the oldest go first.
 */
export function recentAnswers<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { at: number; answer: Promise<T> }>()

  const forgetStale = (now: number) => {
    for (const [key, entry] of entries) {
      if (now - entry.at < ttlMs) break // kept in the order asked: the rest are fresher
      entries.delete(key)
    }
  }

  return {
    /** The answer asked for `key` less than `ttlMs` ago (perhaps still on its way), if any. */
    get(key: string): Promise<T> | undefined {
      forgetStale(Date.now())
      return entries.get(key)?.answer
    },
    /** Keeps `answer` as `key`'s for `ttlMs` (unless it fails) and returns it. */
    set(key: string, answer: Promise<T>): Promise<T> {
      entries.delete(key)
      entries.set(key, { at: Date.now(), answer })
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key)
      })
      return answer
    },
    get size(): number {
      return entries.size
    },
  }
}
