import { proof } from "~/config/proof";
import { proofCopy } from "~/content/proof";

/** Clients who allowed their name to be shown, as wordmarks (no logo files to download). */
export function ClientWordmarks() {
  if (proof.clients.length === 0) return null;
  return (
    <div className="mt-14 sm:mt-20">
      <h3 className="text-center text-xl font-semibold text-slate-900">{proofCopy.clientsTitle}</h3>
      <ul data-proof="clients" className="mt-6 flex flex-wrap justify-center gap-3 sm:gap-4">
        {proof.clients.map((client) => (
          <li
            key={client.name}
            className="rounded-xl bg-slate-50 px-4 py-3 text-center font-semibold tracking-tight text-slate-700 ring-1 ring-slate-200"
          >
            {client.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
