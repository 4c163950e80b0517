import { MockupLabel } from "~/components/ui/mockup-label";
import { labScreens, labScreensCopy } from "~/content/lab/screens";

const TITLE_ID = "pantallas-titulo";

/**
 * The product itself, after its phases: the company's screens of the LIS (docs/proof.md,
 * `screens`), two by two on a phone, four in a row from 768 px. Each image has its width and
 * height (no layout shift), loads lazily (it is far below the first screen) and opens whole.
 * Nothing when the proof file gives no screens.
 */
export function ScreensGallery() {
  if (labScreens.length === 0) return null;
  return (
    <div data-proof="screens" className="mt-8 sm:mt-14">
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
        <h3 id={TITLE_ID} className="text-lg font-bold text-slate-900 sm:text-2xl">
          {labScreensCopy.title}
        </h3>
        {labScreensCopy.label ? (
          <MockupLabel tone="light">{labScreensCopy.label}</MockupLabel>
        ) : null}
      </div>
      <ul
        aria-labelledby={TITLE_ID}
        className="mt-4 grid grid-cols-2 gap-3 sm:mt-8 sm:gap-6 md:grid-cols-4"
      >
        {labScreens.map((screen) => (
          <li key={screen.src}>
            <figure>
              <a
                href={screen.src}
                className="relative block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                <img
                  src={screen.src}
                  width={screen.width}
                  height={screen.height}
                  alt={screen.alt}
                  loading="lazy"
                  decoding="async"
                  className="w-full"
                />
                {screen.label ? (
                  <MockupLabel tone="light" className="absolute right-1.5 bottom-1.5">
                    {screen.label}
                  </MockupLabel>
                ) : null}
              </a>
              <figcaption className="mt-2 text-xs leading-snug text-slate-600 sm:text-sm">
                {screen.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
