import { BrandIcon } from "~/components/ui/brand-icon";
import { ActionLink } from "~/components/ui/action-link";
import { contactSection, readyChatUrl, readyTrack } from "~/content/contact";

/**
 * "¿Listo para comenzar?": the free consultation, straight to a WhatsApp chat. The data notice
 * just above it, under the channels, covers it too: one notice per contact block.
 */
export function ReadyCard() {
  const { ready } = contactSection;
  return (
    <div className="relative flex flex-col items-start justify-center overflow-hidden rounded-3xl bg-ink-900 p-4 sm:p-10 lg:flex-1">
      <div
        aria-hidden="true"
        className="absolute -top-20 -right-20 size-64 bg-radial from-accent-400/30 via-brand-600/30 via-40% to-transparent to-70%"
      />
      <h3 className="relative text-2xl font-bold text-white">{ready.title}</h3>
      <p className="relative mt-3 max-w-xl leading-relaxed text-slate-300 max-sm:text-sm">
        {ready.text}
      </p>
      <ActionLink
        href={readyChatUrl}
        external
        data-track={readyTrack}
        surface="dark"
        className="relative mt-5"
      >
        <BrandIcon platform="whatsapp" />
        {ready.label}
      </ActionLink>
    </div>
  );
}
