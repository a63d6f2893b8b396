'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { type ChangeEvent, type FormEvent, type ReactNode, useId } from 'react';
import { DialogTitleBar } from '@/shared/ui/dialog-title-bar';

/**
 * The frame of every account modal: a labelled Radix dialog (focus trapped, returned on close).
 * `closable={false}` (SPEC §2: a modal closes by its close button unless closing is disabled) drops
 * the close button and ignores Escape and outside clicks.
 */
export function ModalFrame({
  title,
  description,
  onClose,
  closable = true,
  open = true,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description?: string;
  onClose?: () => void;
  closable?: boolean;
  /** For a dialog kept mounted between openings (see shared/ui/deferred-dialog.ts). */
  open?: boolean;
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  const keepOpen = (event: Event) => {
    if (!closable) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closable && onClose?.()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        {/* Centred in the part of the frame a host page shows when embedded (--embed-viewport-*,
            set from the host's viewport message), else in the window. */}
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[95dvh] overflow-y-auto rounded-t-xl border border-border bg-surface p-5 text-text shadow-xl sm:inset-auto sm:top-[calc(var(--embed-viewport-top,0px)_+_var(--embed-viewport-height,100dvh)_/_2)] sm:left-1/2 sm:w-[26rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
        >
          <DialogTitleBar
            title={title}
            titleClassName="font-semibold text-lg"
            className="mb-4"
            closable={closable}
          />
          {description ? (
            <Dialog.Description className="mb-4 text-muted text-sm">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A modal that tells one thing and closes with one button, as its frame's close button does. */
export function NoticeModal({
  title,
  description,
  closeLabel,
  onClose,
}: {
  title: string;
  description: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <ModalFrame title={title} description={description} onClose={onClose}>
      <button
        type="button"
        onClick={onClose}
        className="min-h-11 w-full rounded-md bg-accent font-semibold text-accent-text"
      >
        {closeLabel}
      </button>
    </ModalFrame>
  );
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({
  label,
  error,
  ...input
}: {
  label: string;
  error?: string | undefined;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold text-sm">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-11 rounded-md border border-border bg-surface-2 px-3 text-sm aria-invalid:border-down"
        {...input}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-down text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The email field of the account forms, with its label and error message. */
export function EmailField({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  invalid: boolean;
}) {
  const t = useTranslations('account.fields.email');
  return (
    <Field
      label={t('label')}
      type="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      error={invalid ? t('error') : undefined}
    />
  );
}

/** A select with a visible label. */
export function SelectField({
  label,
  children,
  ...select
}: { label: string; children: ReactNode } & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold text-sm">
        {label}
      </label>
      <select
        id={id}
        className="min-h-11 rounded-md border border-border bg-surface-2 px-3 text-sm"
        {...select}
      >
        {children}
      </select>
    </div>
  );
}

/** The error of the whole form (a server answer), announced at once. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md border border-down p-2.5 text-down text-sm">
      {message}
    </p>
  ) : null;
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="min-h-11 rounded-md bg-accent font-semibold text-accent-text disabled:opacity-60"
    >
      {children}
    </button>
  );
}

export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="justify-self-start text-accent text-sm underline">
      {children}
    </button>
  );
}

/** `onSubmit` that does not reload the page. */
export const submitHandler = (run: () => void) => (event: FormEvent) => {
  event.preventDefault();
  run();
};
