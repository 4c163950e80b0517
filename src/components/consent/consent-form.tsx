import { useState } from "react";
import type { ConsentCopy } from "~/content/consent";
import { ALL_DENIED, CONSENT_PURPOSES, storedConsent, type ConsentChoices } from "~/lib/consent";
import { consentButton } from "./consent-button";

type ConsentFormProps = {
  id: string;
  copy: ConsentCopy;
  onSave: (choices: ConsentChoices) => void;
};

/**
 * The per-purpose choice the bar opens: one checkbox per purpose, unticked until the visitor
 * ticks it (or as last saved when reopened), and "save the selection".
 */
export function ConsentForm({ id, copy, onSave }: ConsentFormProps) {
  const [choices, setChoices] = useState<ConsentChoices>(() => storedConsent() ?? ALL_DENIED);
  return (
    <form
      id={id}
      className="mt-3 border-t border-slate-200 pt-3"
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
      <p className="mt-3 text-xs leading-relaxed text-slate-600">{copy.change}</p>
      <button type="submit" className={consentButton("secondary", "mt-3 w-full sm:w-auto")}>
        {copy.save}
      </button>
    </form>
  );
}
