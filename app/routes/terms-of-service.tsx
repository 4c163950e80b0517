import { SubpageShell } from "~/components/layout/subpage-shell";
import { site } from "~/config/site";
import { termsOfService } from "~/content/legal/terms";
import { pageSeo } from "~/content/seo";
import { buildMeta } from "~/lib/seo";
import { LegalPage } from "~/sections/legal/legal-page";

export const meta = () => buildMeta(pageSeo.terms, site);

export default function TermsOfService() {
  return (
    <SubpageShell>
      <LegalPage content={termsOfService} updatedAt={site.legalUpdatedAt} />
    </SubpageShell>
  );
}
