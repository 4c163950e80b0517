import reactRenderer from "@astrojs/react/server.js";
import type { APIRoute } from "astro";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { STATE_ICONS } from "~/components/ui/state-icons";
import { fileResponse } from "~/lib/file-response";
import { lucideIconId } from "~/lib/icon-id";
import { buildSprite } from "~/lib/icon-sprite";
import { spriteIdsIn } from "~/lib/sprite";

type Page = {
  default: Parameters<AstroContainer["renderToString"]>[0];
  getStaticPaths?: () => readonly {
    params: Record<string, string | undefined>;
    props?: Record<string, unknown>;
  }[];
};

/** Every page of the site: the .astro files of this folder and below. */
const pages = import.meta.glob<Page>("./**/*.astro");

/**
 * The drawings the pages refer to, found by rendering each page here with Astro's container.
 * Rendering them here, rather than noting what the routes drew, keeps the answer independent of
 * the order the build renders its routes in (the home page comes last) and of what the dev server
 * has rendered so far.
 */
async function pageSpriteIds(): Promise<Set<string>> {
  const container = await AstroContainer.create();
  container.addServerRenderer({ renderer: reactRenderer });
  const ids = new Set<string>();
  for (const load of Object.values(pages)) {
    const page = await load();
    for (const { params, props } of page.getStaticPaths?.() ?? [{ params: {} }]) {
      const html = await container.renderToString(page.default, { params, props: props ?? {} });
      for (const id of spriteIdsIn(html)) ids.add(id);
    }
  }
  if (ids.size === 0) throw new Error(`${import.meta.url}: no page refers to a sprite drawing.`);
  return ids;
}

/** The icons islands show only after an interaction, in the style each is drawn in. */
const stateSpriteIds = Object.values(STATE_ICONS).map(({ icon, ...style }) =>
  lucideIconId(icon, style),
);

/**
 * The shared sprite (docs/decisions/0005-icons-as-masks.md): exactly the drawings the pages show,
 * and those the islands show only after an interaction.
 */
export const GET: APIRoute = async () =>
  fileResponse(buildSprite([...(await pageSpriteIds()), ...stateSpriteIds]), "image/svg+xml");
