import { ArrowRight } from "lucide-react";
import { ActionLink } from "~/components/ui/action-link";

type Link = { label: string; href: string };

/** The hero's two calls to action: to #contacto and to #servicios. */
export function HeroActions({ primary, secondary }: { primary: Link; secondary: Link }) {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row sm:gap-4">
      <ActionLink href={primary.href} surface="dark" icon={ArrowRight}>
        {primary.label}
      </ActionLink>
      <ActionLink href={secondary.href} variant="secondary" surface="dark">
        {secondary.label}
      </ActionLink>
    </div>
  );
}
