import { SubpageShell } from "~/components/layout/subpage-shell";
import { site } from "~/config/site";
import { termsOfService } from "~/content/legal/terms";
import { metaFor } from "~/content/seo";
import { LegalPage } from "~/sections/legal/legal-page";

export const meta = () => metaFor("terms");

export default function TermsOfService() {
  return (
    <SubpageShell>
      <LegalPage content={termsOfService} updatedAt={site.legalUpdatedAt} />
    </SubpageShell>
  );
}
