import { IconTile, SpriteIcon } from "~/components/ui/sprite-icon";
import { labContact } from "~/content/lab";

const TITLE_ID = "demo-incluye-titulo";

/** "¿Qué incluye la demo?": what a visitor gets from the free demo. */
export function DemoIncludesBox() {
  const { demo } = labContact;
  const { icon: Icon } = demo;
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="rounded-3xl bg-teal-50 p-4 ring-1 ring-teal-100 sm:p-8 lg:col-span-2"
    >
      <div className="flex items-center gap-3">
        <IconTile
          icon={Icon}
          className="size-9 rounded-xl bg-white text-teal-700 shadow-sm before:size-5 sm:size-11 sm:before:size-5.5"
        />
        <h3 id={TITLE_ID} className="text-lg font-bold text-slate-900 sm:text-xl">
          {demo.title}
        </h3>
      </div>
      <ul className="mt-3 space-y-2 sm:mt-6">
        {demo.items.map(({ icon: ItemIcon, text }) => (
          <li key={text} className="flex items-start gap-3 text-sm text-slate-700 sm:text-base">
            <SpriteIcon icon={ItemIcon} className="mt-0.5 size-5 shrink-0 text-teal-700" />
            {text}
          </li>
        ))}
      </ul>
      <p className="mt-3 border-t border-teal-200/70 pt-3 text-sm font-medium text-teal-900 sm:mt-6 sm:pt-4">
        {demo.note}
      </p>
    </section>
  );
}
