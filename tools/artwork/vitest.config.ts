// The artwork's own tests (tests/*.test.ts, vitest's defaults). This file is here so that vitest, which looks for a
// config upwards from where it runs, stops at the artwork instead of taking the site's.
import { defineConfig } from 'vitest/config';

export default defineConfig({});
