import type { APIRoute, GetStaticPaths } from "astro";
import { logoSvg } from "~/config/company-logo";
import { site } from "~/config/site";
import { fileResponse } from "~/lib/file-response";
import { renderPngIcon } from "~/lib/icon-images";
import { PNG_ICONS, type PngIcon } from "~/lib/site-icons";

/** The PNG icons (favicon, Apple touch, install and maskable), each under its own file name. */
export const getStaticPaths = (() =>
  Object.values(PNG_ICONS).map((icon) => ({
    params: { icon: icon.file.replace(/\.png$/, "") },
    props: { icon },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ icon: PngIcon }> = ({ props }) =>
  fileResponse(new Uint8Array(renderPngIcon(logoSvg(), props.icon, site.brandColor)), "image/png");
