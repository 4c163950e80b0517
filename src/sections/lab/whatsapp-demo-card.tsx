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
      className="flex flex-col gap-5 rounded-3xl bg-white p-4 text-slate-900 shadow-md ring-1 ring-teal-200 sm:p-8 xl:flex-row xl:items-center xl:justify-between"
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <SpriteTile
          id={brandIconId("whatsapp")}
          className="size-12 shrink-0 rounded-2xl bg-[#177a40] text-white before:size-6"
        />
        <div>
          <h3 id={TITLE_ID} className="text-lg font-bold sm:text-xl">
            {whatsapp.title}
          </h3>
          <p className="text-sm font-medium text-slate-700">{whatsapp.number}</p>
          <p className="mt-1 text-sm leading-relaxed text-slate-600 sm:text-base">
            {whatsapp.description}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:items-start xl:items-center">
        <ActionLink href={href} external theme="lab" data-track="contact_section_demo">
          {whatsapp.action}
        </ActionLink>
        <p data-reply="" className="text-sm font-medium text-teal-800">
          {whatsapp.reply}
        </p>
      </div>
    </section>
  );
}
