import { readFileSync } from "node:fs";
import type { APIRoute, GetStaticPaths } from "astro";
import { proof } from "~/config/proof";
import type { ScreenImage } from "~/config/proof-schema";
import { screenFileName } from "~/content/lab/screens";
import { fileResponse } from "~/lib/file-response";

/**
 * The lab page's screens (docs/proof.md, `screens`): each image file of the proof file, published
 * as it is (the company exports it as AVIF or WebP), under a name that changes with its bytes.
 */
export const getStaticPaths = (() =>
  proof.screens.map((screen: ScreenImage) => ({
    params: { screen: screenFileName(screen) },
    props: { screen },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ screen: ScreenImage }> = ({ props }) =>
  fileResponse(new Uint8Array(readFileSync(props.screen.file)), `image/${props.screen.format}`);
