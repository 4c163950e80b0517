import { SubpageShell } from "~/components/layout/subpage-shell";
import { site } from "~/config/site";
import { termsOfService } from "~/content/legal/terms";
import { LegalPage } from "~/sections/legal/legal-page";

export function TermsOfService() {
  return (
    <SubpageShell>
      <LegalPage content={termsOfService} updatedAt={site.legalUpdatedAt} />
    </SubpageShell>
  );
}
