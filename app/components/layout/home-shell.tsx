import type { ReactNode } from "react";
import { mainNav } from "~/content/navigation";
import { questionChatUrl } from "~/content/whatsapp";
import { PageFrame } from "./page-frame";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Home page frame: skip link, fixed header, the sections, footer and floating controls. */
export function HomeShell({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      header={<SiteHeader items={mainNav} />}
      footer={<SiteFooter />}
      mainClassName="outline-none"
      floatingChat={questionChatUrl.home}
    >
      {children}
    </PageFrame>
  );
}
