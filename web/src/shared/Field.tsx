import type { ReactNode } from 'react';

/** Field is a labelled input whose label wraps it, so a click on the words focuses it. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="field">
      {label}
      {children}
    </label>
  );
}
