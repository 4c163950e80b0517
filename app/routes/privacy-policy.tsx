import { SubpageShell } from "~/components/layout/subpage-shell";
import { site } from "~/config/site";
import { privacyPolicy } from "~/content/legal/privacy";
import { LegalPage } from "~/sections/legal/legal-page";

export function PrivacyPolicy() {
  return (
    <SubpageShell>
      <LegalPage content={privacyPolicy} updatedAt={site.legalUpdatedAt} />
    </SubpageShell>
  );
}
