import type { APIRoute } from "astro";
import favicon from "~/assets/favicon.svg?raw";
import { fileResponse } from "~/lib/file-response";

/** The favicon drawing, which every raster icon is rendered from. */
export const GET: APIRoute = () => fileResponse(favicon, "image/svg+xml");
