export declare const DATABASE_NAME: string
export declare function freePort(): Promise<number>
export declare function localSecrets(dataDir: string): { postgresPassword: string; payloadSecret: string }
export declare function startEmbeddedPostgres(options: { dataDir: string; quiet?: boolean; port?: number; nonDurable?: boolean }): Promise<{
  url: string
  port: number
  /** `waitForClients: false`: at once, as a restart or failover does to connected clients. */
  stop: (options?: { waitForClients?: boolean }) => Promise<void>
}>
