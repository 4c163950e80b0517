import type { ReactNode } from "react";
import { PageFrame } from "./page-frame";
import { SubpageFooter } from "./subpage-footer";
import { SubpageHeader } from "./subpage-header";

type SubpageShellProps = {
  children: ReactNode;
  cta?: { label: string; href: string };
  /** The lab page has the floating chat (opening this link) and back-to-top; the legal pages do not. */
  floatingChat?: string;
};

/** Frame of the lab and legal pages. */
export function SubpageShell({ children, cta, floatingChat }: SubpageShellProps) {
  return (
    <PageFrame
      header={<SubpageHeader cta={cta} />}
      footer={<SubpageFooter />}
      mainClassName="pt-16 outline-none print:pt-0"
      floatingChat={floatingChat}
    >
      {children}
    </PageFrame>
  );
}
