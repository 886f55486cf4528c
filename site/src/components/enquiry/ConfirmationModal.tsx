import { useCallback, useEffect, useRef } from 'react';
import type { EnquiryMessages } from './enquiry-messages';
import { useFocusTrap } from './use-focus-trap';

interface ConfirmationModalProps {
  open: boolean;
  messages: EnquiryMessages;
  onClose: () => void;
}

const STEPS = [
  { label: 'enquiry.modal.step.contact', done: true },
  { label: 'enquiry.modal.step.send', done: true },
  { label: 'enquiry.modal.step.offers', done: false },
] as const;

/** Shown after an enquiry was accepted: the three steps, a title, a text and one button. */
export function ConfirmationModal({ open, messages, onClose }: ConfirmationModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  useFocusTrap(dialog, open, close, button);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="enquiry-modal">
      <div
        ref={dialog}
        className="enquiry-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="enquiry-modal-title"
        aria-describedby="enquiry-modal-text"
        tabIndex={-1}
      >
        <ol className="enquiry-modal__steps" aria-label={messages['enquiry.modal.steps']}>
          {STEPS.map((step, index) => (
            <li key={step.label} className={step.done ? 'is-done' : 'is-next'}>
              <span className="enquiry-modal__step-mark" aria-hidden="true">
                {step.done ? '✓' : index + 1}
              </span>
              <span className="enquiry-modal__step-label">{messages[step.label]}</span>
              <span className="visually-hidden">
                {` (${messages[step.done ? 'enquiry.modal.step.done' : 'enquiry.modal.step.next']})`}
              </span>
            </li>
          ))}
        </ol>
        <svg className="enquiry-modal__illustration" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
          <circle cx="60" cy="60" r="56" fill="#eef6f6" />
          <rect x="28" y="38" width="64" height="46" rx="8" fill="#fff" stroke="#0b6e6e" strokeWidth="4" />
          <path d="M30 42l30 22 30-22" fill="none" stroke="#0b6e6e" strokeWidth="4" strokeLinejoin="round" />
          <circle cx="88" cy="82" r="16" fill="#f28c28" />
          <path d="M81 82l5 5 9-9" fill="none" stroke="#12302f" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h2 className="enquiry-modal__title" id="enquiry-modal-title">
          {messages['enquiry.modal.title']}
        </h2>
        <p className="enquiry-modal__text" id="enquiry-modal-text">
          {messages['enquiry.modal.text']}
        </p>
        <button ref={button} type="button" className="button button--primary button--large" onClick={close}>
          {messages['enquiry.modal.close']}
        </button>
      </div>
    </div>
  );
}
