import type { APIRoute } from "astro";
import { logoSvg } from "~/config/company-logo";
import { fileResponse } from "~/lib/file-response";

/** The company's logo, which every raster icon is rendered from. */
export const GET: APIRoute = () => fileResponse(logoSvg(), "image/svg+xml");
