import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`

// Playwright cannot download its own browser here: Debian's Chromium is used instead.
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [
    // First, on the still empty database of the run.
    { name: 'empty', testMatch: /01-empty-states/, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'desktop',
      dependencies: ['empty'],
      testIgnore: /01-empty-states/,
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'phone',
      dependencies: ['empty'],
      testIgnore: /01-empty-states/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
  ],
  webServer: {
    // The production build (`next build` first) against a fresh embedded PostgreSQL.
    command: `node tests/support/serve.mjs ${port}`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
})
