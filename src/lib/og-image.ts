/**
 * Renders a page's social image (OG_IMAGE's size) from the brand, its title and description
 * (satori → resvg), for src/pages/og/[page].png.ts. Server only: it reads the Inter files of
 * @fontsource/inter from node_modules, where dev and build both run.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { OG_IMAGE } from "./seo";

const WEIGHTS = [400, 700, 800] as const;
const require = createRequire(import.meta.url);
const fonts = WEIGHTS.map((weight) => ({
  name: "Inter",
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  weight,
  style: "normal" as const,
}));

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

const PADDING_X = 72;

export async function renderOgImage(page: {
  brand: string;
  /** The logo as a data: URL (src/config/company-logo.ts). */
  logo: string;
  title: string;
  description: string;
}): Promise<Buffer> {
  // The company's mark (a data: URL of its logo.svg), at the size of a title's capital block.
  const mark: Node = { type: "img", props: { src: page.logo, width: 72, height: 72, style: {} } };
  const svg = await satori(
    h(
      "div",
      {
        width: OG_IMAGE.width,
        height: OG_IMAGE.height,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: `64px ${PADDING_X}px`,
        color: "white",
        fontFamily: "Inter",
        backgroundImage: "linear-gradient(135deg, #050b1a 0%, #111f3d 60%, #1744b5 130%)",
      },
      [
        h("div", { display: "flex", alignItems: "center", gap: 24 }, [
          mark,
          h("div", { fontSize: 36, fontWeight: 700 }, page.brand),
        ]),
        h(
          "div",
          {
            display: "flex",
            flexDirection: "column",
            gap: 20,
            width: OG_IMAGE.width - 2 * PADDING_X,
          },
          [
            h(
              "div",
              { fontSize: page.title.length > 60 ? 54 : 64, fontWeight: 800, lineHeight: 1.1 },
              page.title,
            ),
            h("div", { fontSize: 28, color: "#cbd5e1", lineHeight: 1.35 }, page.description),
          ],
        ),
        h("div", {
          height: 10,
          width: 240,
          borderRadius: 5,
          backgroundImage: "linear-gradient(90deg, #22d3ee, #2f6df6)",
        }),
      ],
    ) as never,
    { ...OG_IMAGE, fonts },
  );
  return new Resvg(svg, { fitTo: { mode: "width", value: OG_IMAGE.width } }).render().asPng();
}
