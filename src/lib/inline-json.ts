/** JSON for an inline <script>: "<" escaped so no value can close the tag. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
