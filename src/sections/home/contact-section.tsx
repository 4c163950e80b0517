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
        title={contactSection.title}
        intro={contactSection.intro}
      />
      <div className="mt-5 grid grid-cols-1 gap-4 sm:mt-14 sm:gap-6 lg:grid-cols-5">
        <div className="flex flex-col gap-4 sm:gap-5 lg:col-span-3">
          {/* One column under 480 px, so an address never has to break inside a name; from there
              WhatsApp, the largest, beside the other three. One notice for the channels and the
              consultation below (docs/requirements.md, "Consent"). */}
          <div className="space-y-2">
            <ul
              aria-label={contactSection.channelsTitle}
              className="grid gap-2 min-[30rem]:grid-cols-2 sm:gap-3"
            >
              {contactChannels.map((channel, index) => (
                <li
                  key={channel.title}
                  className={index === 0 ? "min-[30rem]:row-span-3" : undefined}
                >
                  <ChannelCard channel={channel} featured={index === 0} />
                </li>
              ))}
            </ul>
            <ContactNotice />
          </div>
          <ReadyCard />
        </div>
        <div className="grid grid-cols-1 content-start gap-4 sm:gap-6 md:grid-cols-2 lg:col-span-2 lg:grid-cols-1">
          <LocationCard />
          <PresenceCard />
        </div>
      </div>
    </Section>
  );
}
