import type { AnchorHTMLAttributes } from "react";

/** Id of the hidden new-tab hint (shellCopy.newTabHint) that every new-tab link points to. */
export const NEW_TAB_HINT_ID = "aviso-pestana-nueva";

type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link that opens in a new tab, safely, and tells screen readers so. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" aria-describedby={NEW_TAB_HINT_ID} {...props}>
      {children}
    </a>
  );
}
