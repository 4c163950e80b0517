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
    <div className="glow relative flex flex-col items-start justify-center overflow-hidden rounded-3xl bg-ink-900 p-4 before:-top-20 before:-right-20 before:size-64 sm:p-10 lg:flex-1">
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
