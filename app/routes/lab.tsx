import { SubpageShell } from "~/components/layout/subpage-shell";
import { labHeaderCta } from "~/content/lab";
import { questionChatUrl } from "~/content/whatsapp";
import { AnalyzersSection } from "~/sections/lab/analyzers-section";
import { CommercialFactsStrip } from "~/sections/lab/commercial-facts-strip";
import { CustomDevelopmentSection } from "~/sections/lab/custom-development-section";
import { FaqSection } from "~/sections/lab/faq-section";
import { FeaturesSection } from "~/sections/lab/features-section";
import { LabContactSection } from "~/sections/lab/lab-contact-section";
import { LabHeroSection } from "~/sections/lab/lab-hero-section";
import { LabTypesSection } from "~/sections/lab/lab-types-section";
import { PhasesSection } from "~/sections/lab/phases-section";
import { PlansSection } from "~/sections/lab/plans-section";

export function LabPage() {
  return (
    <SubpageShell cta={labHeaderCta} floatingChat={questionChatUrl.lab}>
      <LabHeroSection />
      <CommercialFactsStrip />
      <PhasesSection />
      <FeaturesSection />
      <AnalyzersSection />
      <LabTypesSection />
      <CustomDevelopmentSection />
      <PlansSection />
      <FaqSection />
      <LabContactSection />
    </SubpageShell>
  );
}
