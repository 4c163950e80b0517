import { cn } from "~/lib/cn";

const sizes = {
  sm: { px: 32, box: "size-8", text: "text-xs" },
  md: { px: 40, box: "size-10", text: "text-sm" },
} as const;

type TechLogoProps = {
  /** URL of the logo file; without it the monogram stands in. */
  logo?: string;
  monogram?: string;
  size?: keyof typeof sizes;
};

/**
 * A technology's mark, decorative: its name is always written beside it. Lazy, with a fixed box,
 * so it never shifts the layout.
 */
export function TechLogo({ logo, monogram, size = "md" }: TechLogoProps) {
  const { px, box, text } = sizes[size];
  if (logo) {
    return (
      <img
        src={logo}
        alt=""
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        className={cn("shrink-0 object-contain", box)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid shrink-0 place-items-center rounded-lg bg-amber-400 font-extrabold tracking-tight text-ink-950",
        box,
        text,
      )}
    >
      {monogram}
    </span>
  );
}
