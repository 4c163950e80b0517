/**
 * The site's raster icons, drawn from the favicon (src/lib/site-icons.ts says which): PNGs at
 * each size and the classic favicon.ico, for the endpoints in src/pages/. Server only (resvg).
 */
import { Resvg } from "@resvg/resvg-js";
import pngToIco from "png-to-ico";
import { squareCanvas, squareIconSvg, type PngIcon } from "./site-icons";

/** Rasterises an SVG (the favicon) to a square PNG icon. */
export function renderIcon(svg: string, size: number): Buffer {
  return new Resvg(squareCanvas(svg), { fitTo: { mode: "width", value: size } }).render().asPng();
}

/**
 * One of the PNG icons: the favicon, squared on `background` (the brand colour) where the
 * platform cuts its own shape.
 */
export function renderPngIcon(svg: string, icon: PngIcon, background: string): Buffer {
  return renderIcon(icon.square ? squareIconSvg(svg, background) : svg, icon.size);
}

/** The favicon as a Windows icon (png-to-ico), one picture per size, each drawn at that size. */
export function renderFaviconIco(svg: string, sizes: readonly number[]): Promise<Buffer> {
  return pngToIco(sizes.map((size) => renderIcon(svg, size)));
}
