import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Test files share one server and one Chromium; two at a time keeps a 2-core machine responsive.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 600_000,
          // Each test builds a copy of the site; one at a time keeps the machine responsive.
          maxWorkers: 1,
        },
      },
    ],
  },
});
