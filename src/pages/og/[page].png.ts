import type { APIRoute, GetStaticPaths } from "astro";
import { logoDataUrl } from "~/config/company-logo";
import { site } from "~/config/site";
import { pageSeo } from "~/content/seo";
import { fileResponse } from "~/lib/file-response";
import { renderOgImage } from "~/lib/og-image";
import { ogImageSlug, type PageSeo } from "~/lib/seo";

/** One social image per page (og:image and twitter:image): the brand, its title and summary. */
export const getStaticPaths = (() =>
  Object.values(pageSeo).map((page: PageSeo) => ({
    params: { page: ogImageSlug(page.path) },
    props: { page },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ page: PageSeo }> = async ({ props }) => {
  const { title, description } = props.page;
  const png = await renderOgImage({
    brand: site.companyName,
    logo: logoDataUrl(),
    title,
    description,
  });
  return fileResponse(new Uint8Array(png), "image/png");
};
