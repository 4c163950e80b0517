import path from "node:path";
import type { UserConfig } from "vite";

/** What every Vite setup shares (Astro's, Vitest's, the configuration's module runner): `~` is src/. */
export const sharedConfig: UserConfig = {
  resolve: { alias: { "~": path.join(import.meta.dirname, "src") } },
};
