import { Section } from "~/components/layout/section";
import { ContactNotice } from "~/components/ui/contact-notice";
import { SectionHeading } from "~/components/layout/section-heading";
import { contactChannels, contactSection } from "~/content/contact";
import { ChannelCard } from "./contact/channel-card";
import { LocationCard } from "./contact/location-card";
import { PresenceCard } from "./contact/presence-card";
import { ReadyCard } from "./contact/ready-card";

/** #contacto: the four channels, where we are, and the free consultation. */
export function ContactSection() {
  return (
    <Section id="contacto" labelledBy="contacto-titulo" tone="white">
      <SectionHeading
        id="contacto-titulo"
        eyebrow={contactSection.eyebrow}
        title={contactSection.title}
        intro={contactSection.intro}
      />
      <div className="mt-14 grid grid-cols-1 gap-8 lg:grid-cols-5">
        <div className="flex flex-col gap-8 lg:col-span-3">
          <ul
            aria-label={contactSection.channelsTitle}
            className="grid grid-cols-1 gap-4 sm:grid-cols-2"
          >
            {contactChannels.map((channel) => (
              <li key={channel.title}>
                <ChannelCard channel={channel} />
              </li>
            ))}
          </ul>
          {/* Pulled up to the list it explains (the column's gap is for the cards). */}
          <ContactNotice className="-mt-5" />
          <ReadyCard />
        </div>
        <div className="grid grid-cols-1 content-start gap-8 md:grid-cols-2 lg:col-span-2 lg:grid-cols-1">
          <LocationCard />
          <PresenceCard />
        </div>
      </div>
    </Section>
  );
}
