import { SectionHeading } from "~/components/layout/section-heading";

type LabSectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
};

/** The shared SectionHeading under a clinical (teal) eyebrow, from 640 px. */
export function LabSectionHeading({ id, eyebrow, title, intro }: LabSectionHeadingProps) {
  return (
    <div className="text-center">
      {/* Not on a phone: there the heading alone says it, and eight eyebrows cost a screen. */}
      <p className="mb-3 inline-flex rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-800 ring-1 ring-teal-200 max-sm:hidden">
        {eyebrow}
      </p>
      <SectionHeading id={id} title={title} intro={intro} />
    </div>
  );
}
