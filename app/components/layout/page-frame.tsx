import type { ReactNode } from "react";
import { FloatingActions } from "./floating-actions";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

type PageFrameProps = {
  header: ReactNode;
  footer: ReactNode;
  /** The main landmark's classes: the subpages clear their fixed bar with padding. */
  mainClassName: string;
  /** Back to top and the WhatsApp chat, opening this chat link (home and lab pages). */
  floatingChat?: string;
  children: ReactNode;
};

/** What every page shell shares: skip link, header, main landmark, footer, floating controls. */
export function PageFrame({
  header,
  footer,
  mainClassName,
  floatingChat,
  children,
}: PageFrameProps) {
  return (
    <>
      <SkipLink />
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={mainClassName}>
        {children}
      </main>
      {footer}
      {floatingChat ? <FloatingActions whatsappHref={floatingChat} /> : null}
    </>
  );
}
