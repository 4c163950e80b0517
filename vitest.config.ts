import { defineConfig, mergeConfig } from "vitest/config";
import { sharedConfig } from "./vite.shared.ts";

// Separate from vite.config.ts so the React Router plugin does not run under Vitest.
export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      environment: "jsdom",
      include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
      setupFiles: ["./tests/setup-unit.ts"],
      restoreMocks: true,
    },
  }),
);
