import { defineConfig } from '@playwright/test';

const baseURL = 'http://127.0.0.1:4317';

export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  reporter: 'list',
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-quic',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node bin/omniscope.js serve --port 4317 --host 127.0.0.1',
    url: baseURL,
    reuseExistingServer: false,
  },
});
