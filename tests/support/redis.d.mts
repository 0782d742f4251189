export function startRedis(): Promise<{ url: string; port: number; stop: () => Promise<void> }>
