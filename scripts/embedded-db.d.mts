export declare const DATABASE_NAME: string
export declare function freePort(): Promise<number>
export declare function localSecrets(dataDir: string): { postgresPassword: string; payloadSecret: string }
export declare function startEmbeddedPostgres(options: { dataDir: string; quiet?: boolean }): Promise<{
  url: string
  port: number
  stop: () => Promise<void>
}>
