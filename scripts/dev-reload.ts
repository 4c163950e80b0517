/**
 * The dev server shows every edit. Astro reloads the page after an edit to a module only the
 * server renders, but leaves a module the browser has loaded too to Vite's hot update. For a
 * content or configuration module that an island imports (hero.ts, dashboard.ts, consent.ts,
 * config/motion.ts), that update ends in the island's Fast Refresh boundary, which re-renders the
 * island alone, with the props the old page carries: the server renders the edit, but the open
 * page never shows it.
 *
 * So an edited module the browser has loaded reloads the page, unless it is a React component
 * (.tsx), which keeps its hot update: the island updates in place and keeps its state. Styles are
 * left to Vite and Astro, which swap them in place.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { companyDir, EXAMPLE_DIR } from "../src/config/company-folder.ts";
import { ROOT } from "./build-paths.ts";

const SOURCE = path.join(ROOT, "src") + path.sep;
/** Modules @vitejs/plugin-react makes Fast Refresh boundaries of: React components. */
const COMPONENT = /\.[jt]sx$/;
const STYLE = /\.(css|pcss|postcss)$/;

export function reloadOnDataEdits(): Plugin {
  return {
    name: "reload-on-data-edits",
    apply: "serve",
    applyToEnvironment: (environment) => environment.name === "client",
    hotUpdate({ file, modules }) {
      if (!file.startsWith(SOURCE) || COMPONENT.test(file) || STYLE.test(file)) return;
      if (modules.length === 0) return; // not loaded by the browser: Astro reloads the page
      this.environment.hot.send({ type: "full-reload", path: "*" });
      return [];
    },
  };
}

/**
 * The company folder (and the example's) lies outside src/: its files are read by
 * src/config/company-folder.ts, not imported, so no module of the graph changes when staff save
 * company.json, proof.json or logo.svg. An edit there is handled as an edit of that module: it and
 * everything that imports it (the configuration, the content) load again and the page reloads.
 */
export function reloadOnCompanyEdits(): Plugin {
  const reader = path.join(ROOT, "src", "config", "company-folder.ts");
  return {
    name: "reload-on-company-edits",
    apply: "serve",
    configureServer(server) {
      const folders = [companyDir(), EXAMPLE_DIR].map((dir) => path.resolve(ROOT, dir) + path.sep);
      server.watcher.add(folders);
      server.watcher.on("all", (_event, file) => {
        if (!folders.some((folder) => file.startsWith(folder))) return;
        for (const environment of Object.values(server.environments)) {
          for (const module of environment.moduleGraph.getModulesByFile(reader) ?? []) {
            void environment.reloadModule(module);
          }
        }
      });
    },
  };
}
