import { Clock } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Section } from "~/components/layout/section";
import { ContactNotice } from "~/components/ui/contact-notice";
import { site } from "~/config/site";
import { LAB_SECTION_IDS, labContact } from "~/content/lab";
import { mailtoUrl, telUrl, whatsappUrl } from "~/lib/contact-links";
import { ContactChannelLink } from "./contact-channel-link";
import { DemoIncludesBox } from "./demo-includes-box";
import { LabSectionHeading } from "./lab-section-heading";
import { WhatsappDemoCard } from "./whatsapp-demo-card";

const HEADING_ID = "contacto-titulo";

/** #contacto: WhatsApp (with a prefilled demo request), phone and e-mail, and what the demo includes. */
export function LabContactSection() {
  const { channels } = labContact;
  return (
    <Section id={LAB_SECTION_IDS.contact} labelledBy={HEADING_ID}>
      <LabSectionHeading
        id={HEADING_ID}
        eyebrow={labContact.eyebrow}
        title={labContact.title}
        intro={labContact.intro}
      />
      {/* The floating controls step aside while these channels pass under them on a phone. */}
      <div
        data-keep-clear="3"
        className="mt-6 grid gap-5 sm:mt-14 sm:gap-6 lg:grid-cols-5 lg:gap-10"
      >
        <div className="flex flex-col gap-4 lg:col-span-3">
          <WhatsappDemoCard href={whatsappUrl(site.phoneDigits, labContact.whatsappMessage)} />
          <div className="grid gap-2 sm:grid-cols-2 sm:gap-4">
            <ContactChannelLink
              kind="phone"
              href={telUrl(site.landlineDigits)}
              label={channels.phone.label}
              detail={channels.phone.detail}
            />
            <ContactChannelLink
              kind="email"
              href={mailtoUrl(site.email, labContact.emailSubject)}
              label={channels.email.label}
              detail={channels.email.detail}
              track="contact_section"
            />
          </div>
          <ContactNotice />
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <SpriteIcon icon={Clock} className="mt-0.5 size-4 shrink-0 text-teal-700" />
            {labContact.hours}
          </p>
        </div>
        <DemoIncludesBox />
      </div>
    </Section>
  );
}
