import { Fragment } from "react";
import { proof } from "~/config/proof";

/**
 * Clients who allowed their name to be shown, as wordmarks (no logo files to download): on a
 * phone one centred run of names between dots (.dot-separated, src/styles/marks.css), each name
 * whole on its line; from 640 px, a wordmark each.
 */
export function ClientWordmarks() {
  if (proof.clients.length === 0) return null;
  return (
    <ul
      data-proof="clients"
      className="dot-separated mt-3 text-center text-sm font-semibold text-slate-700 sm:mt-6 sm:flex sm:flex-wrap sm:justify-center sm:gap-4 sm:text-base"
    >
      {proof.clients.map((client) => (
        // Each name one block with its dot; the space after it is where a line may break.
        <Fragment key={client.name}>
          <li className="tracking-tight max-sm:inline-block sm:rounded-xl sm:bg-slate-50 sm:px-4 sm:py-3 sm:ring-1 sm:ring-slate-200">
            {client.name}
          </li>{" "}
        </Fragment>
      ))}
    </ul>
  );
}
