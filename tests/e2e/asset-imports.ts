import { registerHooks } from "node:module";

/**
 * Lets Playwright specs import `src/content/` under Node. Content modules import logo files the
 * way Vite does (`…svg?url&no-inline`); Node cannot, so each such import resolves to a module
 * whose default export is the file's path. Tests only compare names and counts, never these URLs.
 */
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!/\.svg\?url/.test(specifier)) return nextResolve(specifier, context);
    const file = specifier.slice(0, specifier.indexOf("?"));
    return {
      url: `data:text/javascript,export default ${encodeURIComponent(JSON.stringify(file))}`,
      shortCircuit: true,
    };
  },
});
