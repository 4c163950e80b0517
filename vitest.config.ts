/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";
import { scaled } from "./tests/time-scale.ts";

/**
 * Unit tests run through Astro's own Vite configuration (astro.config.ts: the `~` alias, React,
 * the configuration check), so a module behaves under Vitest as it does in the build. Node is the
 * environment: a test that needs a DOM says so in its first line (`// @vitest-environment jsdom`),
 * and only those pay for jsdom and Testing Library (tests/setup-unit.ts). Limits scale with
 * TEST_TIME_SCALE (tests/time-scale.ts), as Playwright's do.
 */
export default getViteConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
    testTimeout: scaled(10_000),
    hookTimeout: scaled(20_000),
  },
});
