import { SubpageShell } from "~/components/layout/subpage-shell";
import { site } from "~/config/site";
import { privacyPolicy } from "~/content/legal/privacy";
import { pageSeo } from "~/content/seo";
import { buildMeta } from "~/lib/seo";
import { LegalPage } from "~/sections/legal/legal-page";

export const meta = () => buildMeta(pageSeo.privacy, site);

export default function PrivacyPolicy() {
  return (
    <SubpageShell>
      <LegalPage content={privacyPolicy} updatedAt={site.legalUpdatedAt} />
    </SubpageShell>
  );
}
