import { Clock } from "lucide-react";
import { Section } from "~/components/layout/section";
import { SpriteIcon } from "~/components/ui/sprite-icon";
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
        title={contactSection.title}
        intro={contactSection.intro}
      />
      <div className="mt-6 grid grid-cols-1 gap-5 sm:mt-14 sm:gap-6 lg:grid-cols-5">
        <div className="flex flex-col gap-5 sm:gap-6 lg:col-span-3">
          <ul
            aria-label={contactSection.channelsTitle}
            className="grid gap-2 min-[22.5rem]:grid-cols-2 sm:gap-4"
          >
            {contactChannels.map((channel) => (
              <li key={channel.title}>
                <ChannelCard channel={channel} />
              </li>
            ))}
          </ul>
          {/* Pulled up to the list they explain (the column's gap is for the cards). */}
          <div className="space-y-2">
            <p className="flex items-start gap-2 text-sm text-slate-600">
              <SpriteIcon icon={Clock} className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {contactSection.hours}
            </p>
            <ContactNotice />
          </div>
          <ReadyCard />
        </div>
        <div className="grid grid-cols-1 content-start gap-5 sm:gap-6 md:grid-cols-2 lg:col-span-2 lg:grid-cols-1">
          <LocationCard />
          <PresenceCard />
        </div>
      </div>
    </Section>
  );
}
