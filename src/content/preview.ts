import { RELEASE_COMMAND } from "~/config/build-mode";

/**
 * The marker of a preview build (src/components/layout/preview-marker.tsx): for whoever looks at a
 * build that is not the company's published site, what it is and which command publishes.
 */
export const previewCopy = {
  label: "Vista previa",
  text: "con datos de ejemplo, sin indexar: se publica con",
  command: RELEASE_COMMAND,
} as const;
