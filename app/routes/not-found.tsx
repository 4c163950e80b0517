import { site } from "~/config/site";
import { pageSeo } from "~/content/seo";
import { buildMeta } from "~/lib/seo";
import { NotFoundSection } from "~/sections/not-found-section";

export const meta = () => buildMeta(pageSeo.notFound, site);

export default function NotFound() {
  return <NotFoundSection />;
}
