import { proof } from "~/config/proof";
import type { ScreenImage } from "~/config/proof-schema";
import { site } from "~/config/site";
import { mockupLabels } from "../mockups";

/** Where the screens are published (src/pages/capturas/[screen].ts). */
export const SCREENS_PATH = "/capturas";

/** "ordenes-3fa2b1c0d4.webp": the file's own name, made safe, and a hash of its bytes. */
export function screenFileName(screen: ScreenImage): string {
  const base = screen.image
    .replace(/^.*\//, "")
    .replace(/\.[^.]+$/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${base || "pantalla"}-${screen.hash}.${screen.format}`;
}

export type LabScreen = {
  src: string;
  width: number;
  height: number;
  caption: string;
  /** Starts with "Vista de ejemplo" on an example, as every mock-up's name does. */
  alt: string;
  /** The visible label of an example screen, or undefined for the company's own. */
  label: string | undefined;
};

const allExamples = proof.screens.every((screen) => screen.example);

/**
 * The product's screens (docs/proof.md, `screens`), under the phases: the company's own images,
 * or the example file's, marked "Vista de ejemplo" like every mock-up: once beside the heading
 * when every screen is an example (a label on each small image would cover it), else on each.
 */
export const labScreens: readonly LabScreen[] = proof.screens.map((screen) => ({
  src: `${SCREENS_PATH}/${screenFileName(screen)}`,
  width: screen.width,
  height: screen.height,
  caption: screen.caption,
  alt: screen.example ? `${mockupLabels.sample}: ${screen.alt}` : screen.alt,
  label: screen.example && !allExamples ? mockupLabels.sample : undefined,
}));

export const labScreensCopy = {
  title: `Así se ve ${site.labProductName}`,
  /** Beside the heading when every screen is an example. */
  label: allExamples ? mockupLabels.sample : undefined,
} as const;
