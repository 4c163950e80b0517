import { site } from "~/config/site";
import { consentCopy } from "~/content/consent";
import { CONSENT_OPEN_ATTRIBUTE } from "~/islands/page-hooks";

/** Footer button that reopens the consent bar; only when analytics is configured. */
export function ConsentReopenButton({ className }: { className?: string }) {
  if (!site.gaMeasurementId) return null;
  return (
    <button type="button" {...{ [CONSENT_OPEN_ATTRIBUTE]: "" }} className={className}>
      {consentCopy.reopen}
    </button>
  );
}
