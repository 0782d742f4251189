'use client'

import useSWR, { type SWRConfiguration } from 'swr'

import { type ApiKey, apiPath, callApi, type CallOptions, getToken, type OutputFor } from '@/contracts/client'

/** The options are required when the path has ids (or the endpoint a body). */
type Config<K extends ApiKey> = SWRConfiguration<OutputFor<K>> & {
  /** False: nothing is fetched (a view outside the staff member's role). */
  enabled?: boolean
}
type Rest<K extends ApiKey> = object extends CallOptions<K> ? [options?: CallOptions<K>, config?: Config<K>] : [options: CallOptions<K>, config?: Config<K>]

/** SWR over the one client, for the staff screens: nothing is fetched without a token. */
export function useApiData<K extends ApiKey & `GET ${string}`>(key: K, ...[options, config]: Rest<K>) {
  const path = apiPath(key.slice(4), options?.params as Record<string, number> | undefined, options?.query)
  return useSWR<OutputFor<K>>(
    getToken() && config?.enabled !== false ? path : null,
    async () => {
      const result = await callApi(key, (options ?? {}) as CallOptions<K>)
      if (!result.ok) throw result
      return result.data
    },
    config,
  )
}
