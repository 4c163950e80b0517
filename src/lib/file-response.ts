/**
 * An endpoint's answer (src/pages/*.ts): the body with its media type. The build writes the body
 * to a file and the servers type it by extension (scripts/server/content-types.ts); the dev
 * server sends this header, which a CSS mask of the sprite needs to be drawn at all.
 */
export function fileResponse(body: string | Uint8Array<ArrayBuffer>, type: string): Response {
  return new Response(body, { headers: { "Content-Type": type } });
}
