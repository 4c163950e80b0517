import { useState } from "react";
import type { ConsentCopy } from "~/content/consent";
import { cn } from "~/lib/cn";
import { ALL_DENIED, CONSENT_PURPOSES, storedConsent, type ConsentChoices } from "~/lib/consent";

type ConsentFormProps = {
  copy: ConsentCopy;
  onSave: (choices: ConsentChoices) => void;
  onAcceptAll: () => void;
  onRejectAll: () => void;
};

const buttonBase =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-xl px-3 text-sm font-semibold";

/** Rejecting and saving look alike; accepting is the brand's button, no more prominent in size. */
const looks = {
  secondary: "text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50",
  primary: "bg-brand-600 text-white hover:bg-brand-700",
} as const;

/**
 * One checkbox per purpose, unticked until the visitor ticks it (or as last saved when the banner
 * is reopened), and the three choices: reject all, save the selection, accept all. Rejecting is as
 * easy and as visible as accepting.
 */
export function ConsentForm({ copy, onSave, onAcceptAll, onRejectAll }: ConsentFormProps) {
  const [choices, setChoices] = useState<ConsentChoices>(() => storedConsent() ?? ALL_DENIED);
  const buttons = [
    { type: "button", onClick: onRejectAll, look: looks.secondary, label: copy.rejectAll },
    { type: "submit", onClick: undefined, look: looks.secondary, label: copy.save },
    { type: "button", onClick: onAcceptAll, look: looks.primary, label: copy.acceptAll },
  ] as const;
  return (
    <form
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(choices);
      }}
    >
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">{copy.purposesLabel}</legend>
        {CONSENT_PURPOSES.map((purpose) => (
          <div key={purpose} className="flex items-start gap-3">
            <input
              id={`consentimiento-${purpose}`}
              type="checkbox"
              name={purpose}
              checked={choices[purpose]}
              onChange={(event) => setChoices({ ...choices, [purpose]: event.target.checked })}
              aria-describedby={`consentimiento-${purpose}-detalle`}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600"
            />
            <div>
              <label
                htmlFor={`consentimiento-${purpose}`}
                className="block cursor-pointer font-medium text-slate-900"
              >
                {copy.purposes[purpose].label}
              </label>
              <p id={`consentimiento-${purpose}-detalle`} className="text-slate-600">
                {copy.purposes[purpose].description}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-2">
        {buttons.map(({ type, onClick, look, label }) => (
          <button key={label} type={type} onClick={onClick} className={cn(buttonBase, look)}>
            {label}
          </button>
        ))}
      </div>
    </form>
  );
}
