/**
 * The Content-Type of every kind of file the build writes: one table for npm start and for the
 * nginx configuration, whose `types` block replaces the distribution's mime.types (Debian's has no
 * webmanifest and calls JavaScript application/javascript). Text types carry charset=utf-8 on
 * both servers. A built file whose extension is missing here fails the build (scripts/build.ts).
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: "text/html",
  css: "text/css",
  js: "text/javascript",
  mjs: "text/javascript",
  json: "application/json",
  webmanifest: "application/manifest+json",
  xml: "application/xml",
  txt: "text/plain",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  woff2: "font/woff2",
};

/** Types sent with `; charset=utf-8` (nginx: charset_types). */
export const CHARSET_TYPES: readonly string[] = [
  "text/html",
  "text/css",
  "text/javascript",
  "text/plain",
  "application/json",
  "application/manifest+json",
  "application/xml",
];

/** The extension of a file name ("a.min.js" → "js"), or "" when it has none. */
export function extension(file: string): string {
  const name = file.slice(file.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** The Content-Type header for a file, or undefined when the table does not know its kind. */
export function contentType(file: string): string | undefined {
  const type = CONTENT_TYPES[extension(file)];
  if (!type) return undefined;
  return CHARSET_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}
