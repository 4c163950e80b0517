/**
 * The lab page's screens (docs/proof.md, `screens`): each entry names an image file beside the
 * proof file. Here each is found and read, so a missing file, another format or a file that is
 * not what its name says stops the build naming the entry, and the page gets each image's real
 * width and height (no layout shift) without the company typing them. Build time only.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { imageSize, type ImageSize } from "./image-size.ts";

type ScreenEntry = { image: string; caption: string; alt: string; example?: boolean | undefined };

/**
 * A screen as the page shows it: the entry, plus its file's absolute path, its size and a hash of
 * its bytes (the published name changes with the image, so no cache shows an old one).
 */
export type ScreenImage = ScreenEntry & ImageSize & { file: string; hash: string };

type Problem = { path: (string | number)[]; message: string };

/** Each screen's file, relative to the folder of `proofFile` (a path from the repository root). */
export function resolveScreens(
  screens: readonly ScreenEntry[],
  proofFile: string,
): { images: ScreenImage[]; problems: Problem[] } {
  const folder = path.dirname(path.resolve(process.cwd(), proofFile));
  const images: ScreenImage[] = [];
  const problems: Problem[] = [];
  screens.forEach((entry, index) => {
    const at = ["screens", index, "image"];
    const file = path.resolve(folder, entry.image);
    if (!existsSync(file)) {
      problems.push({ path: at, message: `el archivo no existe (${file})` });
      return;
    }
    const bytes = readFileSync(file);
    const size = imageSize(bytes);
    const named = path.extname(file).slice(1).toLowerCase();
    if (!size || size.format !== named) {
      problems.push({
        path: at,
        message: `no es una imagen ${named.toUpperCase()} válida; exporte la captura como AVIF o WebP`,
      });
      return;
    }
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
    images.push({ ...entry, ...size, file, hash });
  });
  return { images, problems };
}
