import { brandIconId } from "~/components/ui/brand-icon";
import { SpriteTile } from "~/components/ui/sprite-icon";
import { ActionLink } from "~/components/ui/action-link";
import { labContact } from "~/content/lab";

const TITLE_ID = "contacto-whatsapp-titulo";

/** The main channel: WhatsApp with the demo request already written (new tab, tracked). */
export function WhatsappDemoCard({ href }: { href: string }) {
  const { whatsapp } = labContact.channels;
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="flex flex-col gap-6 rounded-3xl bg-gradient-to-r from-teal-700 to-emerald-700 p-6 text-white shadow-lg shadow-teal-700/25 sm:p-8 xl:flex-row xl:items-center xl:justify-between"
    >
      <div className="flex items-start gap-4">
        <SpriteTile
          id={brandIconId("whatsapp")}
          className="size-14 rounded-2xl bg-white/15 before:size-7"
        />
        <div>
          <h3 id={TITLE_ID} className="text-xl font-bold">
            {whatsapp.title}
          </h3>
          <p className="mt-1.5 leading-relaxed text-teal-50">{whatsapp.description}</p>
        </div>
      </div>
      <ActionLink
        href={href}
        external
        variant="labOnDark"
        data-track="contact_section_demo"
        className="shrink-0 sm:self-start xl:self-center"
      >
        {whatsapp.action}
      </ActionLink>
    </section>
  );
}
