import { defineConfig, mergeConfig } from "vitest/config";
import { sharedConfig } from "./vite.shared.ts";

// Unit tests need none of Astro's build: only the `~` alias.
export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      environment: "jsdom",
      include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
      setupFiles: ["./tests/setup-unit.ts"],
      restoreMocks: true,
    },
  }),
);
