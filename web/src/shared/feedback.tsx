import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** Toast is one message shown for an action's result. */
export interface Toast {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

interface ConfirmRequest {
  title: string;
  body: string;
  action: string;
  resolve: (ok: boolean) => void;
}

interface Feedback {
  toast: (kind: Toast['kind'], message: string) => void;
  confirm: (title: string, body: string, action: string) => Promise<boolean>;
}

const FeedbackContext = createContext<Feedback | null>(null);

/** useFeedback gives the toast and the confirmation of destructive actions. */
export function useFeedback(): Feedback {
  const f = useContext(FeedbackContext);
  if (!f) throw new Error('useFeedback outside FeedbackProvider');
  return f;
}

const toastMillis = 6000;
/** maxToasts is how many toasts show at once; older ones give way. */
const maxToasts = 3;

/** FeedbackProvider shows toasts (errors as alerts) and the confirmation dialog. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [pending, setPending] = useState<ConfirmRequest | null>(null);
  const next = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((ts) => ts.filter((t) => t.id !== id)), []);
  const toast = useCallback(
    (kind: Toast['kind'], message: string) => {
      const id = next.current++;
      setToasts((ts) => [...ts, { id, kind, message }].slice(-maxToasts));
      setTimeout(() => dismiss(id), toastMillis);
    },
    [dismiss],
  );
  const confirm = useCallback(
    (title: string, body: string, action: string) =>
      new Promise<boolean>((resolve) => setPending({ title, body, action, resolve })),
    [],
  );
  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };

  return (
    <FeedbackContext.Provider value={{ toast, confirm }}>
      {children}
      {pending && <ConfirmDialog request={pending} onAnswer={answer} />}
      <div className="toasts">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
            <span>{t.message}</span>
            <button type="button" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </FeedbackContext.Provider>
  );
}

function ConfirmDialog({ request, onAnswer }: { request: ConfirmRequest; onAnswer: (ok: boolean) => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    return () => previous?.focus();
  }, []);
  return (
    <div className="backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-title"
        aria-describedby="confirm-body"
        className="dialog"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onAnswer(false);
        }}
      >
        <h2 id="confirm-title">{request.title}</h2>
        <p id="confirm-body">{request.body}</p>
        <div className="actions">
          <button type="button" ref={cancel} onClick={() => onAnswer(false)}>
            Cancel
          </button>
          <button type="button" className="danger" onClick={() => onAnswer(true)}>
            {request.action}
          </button>
        </div>
      </div>
    </div>
  );
}
