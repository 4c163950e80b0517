import { SectionHeading } from "~/components/layout/section-heading";
import { cn } from "~/lib/cn";

const eyebrowTones = {
  light: "bg-teal-50 text-teal-800 ring-teal-200",
  dark: "bg-white/10 text-teal-100 ring-white/20",
} as const;

type LabSectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: keyof typeof eyebrowTones;
};

/** The shared SectionHeading under a clinical (teal) eyebrow, from 640 px. */
export function LabSectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
}: LabSectionHeadingProps) {
  return (
    <div className="text-center">
      {/* Not on a phone: there the heading alone says it, and eight eyebrows cost a screen. */}
      <p
        className={cn(
          "inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 max-sm:hidden",
          eyebrowTones[tone],
        )}
      >
        {eyebrow}
      </p>
      {/* Without its eyebrow on a phone, the title needs no space above it either. */}
      <SectionHeading
        id={id}
        title={title}
        intro={intro}
        tone={tone}
        className="max-sm:[&>h2]:mt-0"
      />
    </div>
  );
}
